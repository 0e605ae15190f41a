import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestContext } from './test/app.js';
import { as } from './test/http.js';
import { submit } from './test/money-fixtures.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from './test/mpesa-fixtures.js';

// docs/decisions/speed.md, "A posting in one statement": an approval and a C2B confirmation are
// counted in the statements they send to PostgreSQL, the check of the caller's sign-in included;
// these figures hold what was reached, so that a statement more is seen.
const MOST_FOR_AN_APPROVAL = 16;
const MOST_FOR_A_CONFIRMATION = 18;

let ctx: TestContext;
let group: PaymentsGroup;
usePaymentsGroup((scene) => ({ ctx, group } = scene));

/** Every statement any connection of this process sends while counting is on (patched before any connects). */
const sent: string[] = [];
let counting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === 'string' ? first : (first.text ?? ''));
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
afterAll(() => {
  pg.Client.prototype.query = query;
});

/** The statements `work` sends, with the answer it gave. */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ answer: T; statements: string[] }> {
  sent.length = 0;
  counting = true;
  try {
    const answer = await work();
    return { answer, statements: [...sent] };
  } finally {
    counting = false;
  }
}

describe('round trips of a write (PostgreSQL)', () => {
  it('approves a savings payment in at most its figure of statements, in one transaction', async () => {
    const member = group.members.get('Wanjiru')!;
    // Two of them: the first approval plans the statements, the second is the one counted.
    const first = await submit(ctx, group.admin, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 10 },
    ]);
    const second = await submit(ctx, group.admin, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 20 },
    ]);
    const approve = (id: number) =>
      as(ctx, group.admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    expect((await approve(first)).statusCode).toBe(200);
    const { answer, statements } = await statementsOf(() => approve(second));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().updated_items).toBe(1);
    expect(statements.filter((s) => /^begin/i.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /^commit/i.test(s))).toHaveLength(1);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MOST_FOR_AN_APPROVAL);
  });

  it('records a C2B confirmation in at most its figure of statements', async () => {
    const member = group.members.get('Achieng')!;
    const confirm = (receipt: string) =>
      callback(
        ctx,
        'confirmation',
        group.token,
        c2bBody({ TransID: receipt, BillRefNumber: member.memberNumber }),
      );
    expect((await confirm('TKCOUNT001')).statusCode).toBe(200);
    const { answer, statements } = await statementsOf(() => confirm('TKCOUNT002'));
    expect(answer.json()).toMatchObject({ ResultCode: 0 });
    expect(await group.paymentOf('TKCOUNT002')).toBeDefined();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MOST_FOR_A_CONFIRMATION);
  });
});
