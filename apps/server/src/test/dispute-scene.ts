import { expect } from 'vitest';
import type { SignedIn, TestContext } from './app.js';
import { as } from './http.js';
import { submit } from './money-fixtures.js';

/** The entry ids of a member's statement lines, savings first, as the member reads them. */
export async function statementEntryIds(ctx: TestContext, who: SignedIn): Promise<number[]> {
  const res = await as(ctx, who).get(`/statements/${who.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const statement = res.json() as {
    savings: { movements: { entry_id: number }[] };
    loans: { movements: { entry_id: number }[] }[];
  };
  return [
    ...statement.savings.movements.map((m) => m.entry_id),
    ...statement.loans.flatMap((loan) => loan.movements.map((m) => m.entry_id)),
  ];
}

/** A payment the member records of their own savings, still Pending: a line they may dispute. */
export const pendingSaving = (ctx: TestContext, who: SignedIn, amount = 500) =>
  submit(ctx, who, who.id, [{ transaction_type: 'SAVING', transaction_amount: amount }]);

export const dispute = (
  ctx: TestContext,
  who: SignedIn | undefined,
  line: object,
  reason = 'I paid more than this.',
) => as(ctx, who).post('/disputes', { ...line, reason });

export const answer = (ctx: TestContext, who: SignedIn | undefined, id: number, body: object) =>
  as(ctx, who).patch(`/disputes/${id}`, body);

/** Every dispute, whatever its status, as an official lists them. */
export async function allDisputes(ctx: TestContext, official: SignedIn) {
  const res = await as(ctx, official).get('/disputes?status=all&per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().disputes as { dispute_id: number; status: string; user_id: number }[];
}
