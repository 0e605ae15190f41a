import { settableClock } from '@links/domain';
import { expect } from 'vitest';
import type { SignedIn, TestContext } from './app.js';
import { as } from './http.js';
import { bringCashIn } from './money-fixtures.js';
import { named, usePeopleApp } from './scene.js';

/**
 * Two officials (Amina the chair who makes requests, Grace the treasurer who approves them), two
 * members, and Equity Bank holding KES 100,000, on a clock a test may move.
 */
export const QUORUM_PEOPLE = {
  admin: named('Amina Chair', 'admin'),
  grace: named('Grace Treasurer', 'admin'),
  member: named('Wanjiru Kamau'),
  otherMember: named('Baraka Mwangi'),
} as const;

export interface QuorumScene {
  ctx: TestContext;
  admin: SignedIn;
  grace: SignedIn;
  member: SignedIn;
  otherMember: SignedIn;
  /** Equity Bank's `/create-bank-account` id and its books id. */
  equity: number;
  equityBooks: number;
  cashBooks: number;
}

export const quorumClock = settableClock('2026-03-10T09:00:00+03:00');

export function useQuorumApp(ready: (scene: QuorumScene) => void) {
  usePeopleApp(
    QUORUM_PEOPLE,
    async (scene) => {
      const { ctx, admin } = scene;
      const res = await as(ctx, admin).post('/create-bank-account', { name: 'Equity Bank', amount: 100_000 });
      expect(res.statusCode, res.body).toBe(201);
      // Money in Cash on hand for the loans paid out of it (docs/decisions/money-accounts.md).
      await bringCashIn(ctx, admin, 1_000_000);
      const accounts = (await as(ctx, admin).get('/books/accounts?money=true')).json() as {
        accounts: { id: number; name: string }[];
      };
      const books = (name: string) => accounts.accounts.find((account) => account.name === name)!.id;
      ready({
        ...scene,
        equity: res.json().account_id,
        equityBooks: books('Equity Bank'),
        cashBooks: books('Cash on hand'),
      });
    },
    { clock: quorumClock },
  );
}

/** An official's decision on a request. */
export const decide = (ctx: TestContext, who: SignedIn | undefined, id: number, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/links/approvals/${id}/decision`,
    headers: who?.headers ?? {},
    payload: body as Record<string, unknown>,
  });

/** Expects a 202 waiting for `required` approvals with `votes` so far, and gives its id. */
export function expectSentForApproval(
  res: { statusCode: number; body: string; json(): unknown },
  votes: number,
  required = 2,
): number {
  expect(res.statusCode, res.body).toBe(202);
  const answer = res.json() as {
    approval_id: number;
    approvals: unknown[];
    approvals_required: number;
    message: string;
  };
  expect(answer).toMatchObject({
    status: 'Pending',
    approvals_required: required,
    message: `Sent for approval (${votes} of ${required} approvals)`,
  });
  expect(answer.approvals).toHaveLength(votes);
  return answer.approval_id;
}
