import { z } from 'zod';
import { moneyAccountId } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { blankAsNull, calendarDate } from '../request-fields.js';

export const TRANSFER_MEMO_MAX = 200;
/** A transfer moves money between two accounts, never within one. */
export const SAME_ACCOUNT = 'Choose two different accounts';

/** Both accounts chosen and the same, as sent: said along with any other field's problem. */
const sameAccountsSent = ({ value }: { value: unknown }) => {
  const sent = value as { from_account_id?: unknown; to_account_id?: unknown } | null;
  const from = sent?.from_account_id;
  return from !== undefined && from !== null && from !== '' && String(from) === String(sent?.to_account_id);
};

/**
 * POST /books/transfers: money moved between two money accounts (docs/books.md), dated no later
 * than `today` (the server's clock, docs/decisions/clock.md, "Time and background work"; the browser's date
 * on the form).
 */
export const transferRequestSchemaFor = (today: () => string) =>
  z
    .object({
      from_account_id: moneyAccountId('from_account_id'),
      to_account_id: moneyAccountId('to_account_id'),
      amount: kesAmount('amount', { positive: true }),
      date: calendarDate('date').refine((date) => date <= today(), 'date must not be in the future'),
      memo: blankAsNull(
        z
          .string({ error: 'memo must be text' })
          .trim()
          .max(TRANSFER_MEMO_MAX, `memo must be at most ${TRANSFER_MEMO_MAX} characters`)
          .refine((memo) => !memo.includes('\u0000'), 'memo must not contain NUL characters'),
      ),
    })
    .refine((body) => body.from_account_id !== body.to_account_id, {
      path: ['to_account_id'],
      message: SAME_ACCOUNT,
      when: sameAccountsSent,
    });
