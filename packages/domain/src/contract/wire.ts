import { z } from 'zod';

/**
 * The pieces the answers' wire shapes share
 * (docs/spec/entities.md, docs/decisions/wire.md, "Money on the wire"): ids, KES amounts and the member a row
 * is about, so that a field means the same thing in every answer that carries it.
 */

/** A row's id (or the id of the row it points to). */
export const wireId = z.number().int();
/** An id that may be absent: null. */
export const nullableId = wireId.nullable();

/** KES amounts (numbers on the wire, docs/decisions/wire.md, "Money on the wire"), one field per name. */
export function amounts<const Names extends readonly string[]>(...names: Names) {
  return Object.fromEntries(names.map((name) => [name, z.number()])) as {
    [Name in Names[number]]: z.ZodNumber;
  };
}

/** The member a row is about, by id and name. */
export const memberRef = { user_id: wireId, firstname: z.string(), lastname: z.string() };

/**
 * The name of the member a loan, a repayment or a savings account belongs to, as the spec's lists put it
 * (docs/spec/entities.md, "Loan payment").
 */
export const ownerName = { user_firstname: z.string(), user_lastname: z.string() };
/** That member by id and name. */
export const ownerRef = { user_id: wireId, ...ownerName };

/** Days (`YYYY-MM-DD`) on the wire, one field per name. */
export function dates<const Names extends readonly string[]>(...names: Names) {
  return Object.fromEntries(names.map((name) => [name, z.string()])) as {
    [Name in Names[number]]: z.ZodString;
  };
}

/** A created row's answer: its id under `idField`, and the server's message. */
export const created = <const Field extends string>(idField: Field) =>
  z.object({ [idField]: wireId, message: z.string() } as { [Name in Field]: typeof wireId } & {
    message: z.ZodString;
  });
