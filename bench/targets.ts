import type { Engine, Prepared } from './databases.js';
import type { Target } from './measure.js';
import { BENCH_ADMIN, BENCH_PASSWORD } from './seed.js';
import { SHEET_MEMBERS } from './seed-meetings.js';

export type Kind = 'baseline' | 'list' | 'pending' | 'read' | 'report' | 'sheet' | 'write';

export interface NamedTarget {
  name: string;
  kind: Kind;
  make(): Promise<Target>;
  /**
   * A baseline this target is compared with closely: the two are measured in turn, several
   * rounds, so that a drift of the machine's speed between them does not count as the app's.
   */
  pairedWith?: NamedTarget;
}

async function signIn(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/links/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The sign-in (`sid`) and user (`sub`) of an access token, as the bare route's query string. */
function signInOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
    sub: string;
  };
  return new URLSearchParams({ sid: claims.sid, uid: claims.sub }).toString();
}

/** The hot endpoints: each list at page 1 and a deep page, the pending queue, a member's reads, the reports, approvals. */
export async function targetsFor(engine: Engine, appUrl: string, bareUrl: string, prepared: Prepared) {
  let token = await signIn(appUrl);
  let signedAt = Date.now();
  // Access tokens last 15 minutes; sign in again before one could run out mid-measurement.
  const fresh = async () => {
    if (Date.now() - signedAt > 10 * 60_000) {
      token = await signIn(appUrl);
      signedAt = Date.now();
    }
    return token;
  };
  const api = (name: string, kind: Kind, path: string, headers?: Record<string, string>): NamedTarget => ({
    name,
    kind,
    make: async () => ({ url: `${appUrl}/api/links${path}`, token: await fresh(), headers }),
  });
  // The same list read afresh each time (no kept answer): what a page costs when the data has
  // just changed. Shown beside the kept figures; the budgets are on the lists as clients read them.
  const uncached = (name: string, path: string) =>
    api(`${name} (fresh: no-cache)`, 'read', path, { 'cache-control': 'no-cache' });
  const member = prepared.memberIds[Math.floor(prepared.memberIds.length / 2)]!;
  const deepTransactions = Math.floor(prepared.size.transactions / 10 / 1.2);
  const deepMembers = Math.floor(prepared.size.members / 10) - 1;
  // Half the seeded loans are long-term and half short-term.
  const deepLoans = Math.max(1, Math.floor(prepared.size.loans / 2 / 10));
  const pending = [...prepared.pendingIds];
  const oneQuery: NamedTarget | undefined =
    engine === 'postgres'
      ? {
          name: 'bare one-query route',
          kind: 'baseline',
          // With the sign-in check of the same token, as the app makes it on every signed-in request.
          make: async () => ({ url: `${bareUrl}/one-query/${member}?${signInOf(await fresh())}` }),
        }
      : undefined;
  const targets: NamedTarget[] = [
    { name: 'bare Fastify hello', kind: 'baseline', make: async () => ({ url: `${bareUrl}/hello` }) },
    ...(oneQuery ? [oneQuery] : []),
    {
      ...api('GET /savings/total/{id} (one query)', 'read', `/savings/total/${member}`),
      pairedWith: oneQuery,
    },
    api('GET /transactions page 1', 'list', '/transactions?page=1&per_page=10'),
    api(
      `GET /transactions page ${deepTransactions}`,
      'list',
      `/transactions?page=${deepTransactions}&per_page=10`,
    ),
    api(
      'GET /transactions?status=pending page 1',
      'pending',
      '/transactions?status=pending&page=1&per_page=10',
    ),
    api(
      'GET /transactions?status=pending page 100',
      'pending',
      '/transactions?status=pending&page=100&per_page=10',
    ),
    uncached('GET /transactions page 1', '/transactions?page=1&per_page=10'),
    uncached(
      `GET /transactions page ${deepTransactions}`,
      `/transactions?page=${deepTransactions}&per_page=10`,
    ),
    uncached('GET /transactions?status=pending page 1', '/transactions?status=pending&page=1&per_page=10'),
    api('GET /get-users page 1', 'list', '/get-users?page=1&per_page=10'),
    api(`GET /get-users page ${deepMembers}`, 'list', `/get-users?page=${deepMembers}&per_page=10`),
    api('GET /allacounts page 1', 'list', '/allacounts?page=1&per_page=10'),
    api(`GET /allacounts page ${deepMembers}`, 'list', `/allacounts?page=${deepMembers}&per_page=10`),
    api('GET /all-savings page 1', 'list', '/all-savings?page=1&per_page=10'),
    api(`GET /all-savings page ${deepMembers}`, 'list', `/all-savings?page=${deepMembers}&per_page=10`),
    api('GET /all-loans page 1', 'list', '/all-loans?page=1&per_page=10'),
    api(`GET /all-loans page ${deepLoans}`, 'list', `/all-loans?page=${deepLoans}&per_page=10`),
    api('GET /all-shorttermloans page 1', 'list', '/all-shorttermloans?page=1&per_page=10'),
    api(
      `GET /all-shorttermloans page ${deepLoans}`,
      'list',
      `/all-shorttermloans?page=${deepLoans}&per_page=10`,
    ),
    api('GET /loan-payments/long-term page 1', 'list', '/loan-payments/long-term?page=1&per_page=10'),
    api('GET /all-expenses page 1', 'list', '/all-expenses?page=1&per_page=10'),
    api('GET /all-expenses page 50', 'list', '/all-expenses?page=50&per_page=10'),
    api('GET /all-bank-accounts', 'list', '/all-bank-accounts?page=1&per_page=10'),
    uncached('GET /get-users page 1', '/get-users?page=1&per_page=10'),
    uncached('GET /all-savings page 1', '/all-savings?page=1&per_page=10'),
    api('GET /meetings page 1', 'list', '/meetings?page=1&per_page=10'),
    api(`GET /meetings/{id} (sheet of ${SHEET_MEMBERS} members)`, 'sheet', `/meetings/${prepared.meetingId}`),
    api('GET /transactions/user/{id} page 1', 'read', `/transactions/user/${member}?page=1&per_page=10`),
    api('GET /contribution-kinds', 'read', '/contribution-kinds'),
    api('GET /users/{id}/contributions', 'read', `/users/${member}/contributions`),
    api('GET /fund-claims page 1', 'list', '/fund-claims?page=1&per_page=10'),
    api('GET /payouts page 1', 'list', '/payouts?page=1&per_page=10'),
    api('GET /payouts?status=Failed page 1', 'list', '/payouts?status=Failed&page=1&per_page=10'),
    api('GET /payments/stk/due', 'read', '/payments/stk/due'),
    api('GET /payments/mpesa-balance', 'read', '/payments/mpesa-balance'),
    api('GET /loans/total/{id}', 'read', `/loans/total/${member}`),
    api('GET /accounts/{id}', 'read', `/accounts/${member}`),
    api('GET /reports/monthly-collections', 'report', '/reports/monthly-collections'),
    api('GET /totalsavings', 'report', '/totalsavings'),
    api('GET /totaloutstandingloans', 'report', '/totaloutstandingloans'),
    api('GET /books/trial-balance', 'report', '/books/trial-balance'),
    api('GET /books/balance-sheet', 'report', '/books/balance-sheet'),
    api('GET /books/income-statement', 'report', '/books/income-statement'),
    {
      name: 'PATCH /transactions/savings/{id}/status (approve)',
      kind: 'write',
      make: async () => ({
        url: `${appUrl}/api/links/transactions/savings/${pending[0]}/status`,
        token: await fresh(),
        method: 'PATCH',
        body: JSON.stringify({ status: 'Approved' }),
        nextPath: () => `/api/links/transactions/savings/${pending.pop() ?? 0}/status`,
      }),
    },
    {
      // docs/decisions/withdrawals.md: the official's request for a member, paid at once (one
      // official: the quorum is 1), a cent at a time so that the member's free savings last the run.
      name: 'POST /withdrawals (paid at once)',
      kind: 'write',
      make: async () => ({
        url: `${appUrl}/api/links/withdrawals`,
        token: await fresh(),
        method: 'POST',
        body: JSON.stringify({ user_id: member, amount: 0.01, reason: 'Bench' }),
      }),
    },
    // After the writes above, so that the list has rows; held to the lists' budget.
    api('GET /withdrawals page 1', 'list', '/withdrawals?page=1&per_page=10'),
    api('GET /withdrawals?status=Paid page 1', 'list', '/withdrawals?status=Paid&page=1&per_page=10'),
  ];
  return targets;
}
