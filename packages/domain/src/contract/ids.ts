import { z } from 'zod';
import { leftOutOr } from './request-fields.js';

/** Ids are PostgreSQL `integer`s; anything larger can only be a mistake. */
const MAX_ID = 2_147_483_647;

/**
 * A positive whole id on the wire, named in the message (`account_id must be a positive whole
 * number`). A select's value arrives as text, so a string of digits is accepted too.
 */
export function wholeId(field: string) {
  const message = `${field} must be a positive whole number`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? `${field} is required`
            : message,
      })
      .int(message)
      .min(1, message)
      .max(MAX_ID, message),
  );
}

/** An id the client may leave out: absent, null or '' is `undefined`. */
export function optionalId(field: string) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    wholeId(field).optional(),
  );
}

/** An id in a path, such as `/accounts/{userId}`: digits only, read into a number. */
export const idParam = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${name} must be a positive whole number`)
    .transform(Number)
    .refine((id) => id <= MAX_ID, `${name} must be a positive whole number`);

/**
 * A positive whole id in a body, named in the 422 (`user_id must be a positive whole number`).
 * A digit string is accepted too: a form's select hands its value over as text.
 */
export function idField(field: string) {
  return z.unknown().transform((value, ctx): number => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a positive whole number` });
      return z.NEVER;
    }
    return id;
  });
}

/** An id the client may leave out (absent, null or ''); anything else is read by `idField`. */
export const optionalIdField = (field: string) => leftOutOr(idField(field));

/**
 * Where a money account's id comes from (docs/decisions/money-accounts.md, "One id for each place money
 * sits"): the OpenAPI document says it on every field that names one.
 */
export const MONEY_ACCOUNT_IDS =
  'A money account: the account_id GET /all-bank-accounts lists for a bank account, or the id GET /books/accounts?money=true lists for Cash on hand (that list names every bank account by the same id).';

/** A money account's id, required (docs/decisions/money-accounts.md, "One id for each place money sits"). */
export const moneyAccountId = (field: string) => wholeId(field).describe(MONEY_ACCOUNT_IDS);

/** A money account's id the client may leave out (absent, null or ''). */
export const optionalMoneyAccountId = (field: string) => optionalId(field).describe(MONEY_ACCOUNT_IDS);

/** A money account's id the client may leave out, read by `idField`. */
export const optionalMoneyAccountIdField = (field: string) =>
  leftOutOr(idField(field)).describe(MONEY_ACCOUNT_IDS);
