import { AUDITOR_READ_ONLY_MESSAGE } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from './test/app.js';
import { type OfficesScene, useOfficesApp } from './test/offices-scene.js';
import { tableCounts } from './test/table-counts.js';

/*
 * docs/decisions/offices.md, "The auditor changes nothing": every operation the API describes,
 * walked as the auditor. Every guarded change is refused before it runs and writes nothing; every
 * read answers the auditor as it answers the chair.
 */

let scene: OfficesScene;
useOfficesApp((ready) => {
  scene = ready;
});

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
}

async function operations(): Promise<Operation[]> {
  const spec = (await scene.ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as Operation['method'],
      url: path,
    })),
  );
}

/** The path with its parameters filled with the member's id, so that a read finds something. */
const fill = (url: string) => url.replace(/\{[^}]+\}/g, String(scene.member.id));

const call = (operation: Operation, who: SignedIn | undefined, body: unknown = {}) =>
  scene.ctx.app.inject({
    method: operation.method,
    url: fill(operation.url),
    headers: { ...(who?.headers ?? {}), 'content-type': 'application/json' },
    ...(operation.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
  });

/**
 * The changes anyone may send without signing in: signing in and out, the first run, registering
 * a group and confirming it, M-Pesa's callbacks.
 */
const UNGUARDED_CHANGES = [
  'POST /api/links/signup',
  'POST /api/links/invitations/{code}/confirm',
  'POST /api/links/login',
  'POST /api/links/logout',
  'POST /api/links/setup',
  'POST /api/links/token/refresh',
  'POST /api/links/invitations/{code}/accept',
  'POST /api/links/password-resets',
  'POST /api/links/password-resets/confirm',
  // Safaricom's callbacks: their token is the proof (docs/decisions/daraja.md, "The callback").
  'POST /api/links/payments/stk/callback/{token}',
  'POST /api/links/payments/balance/result/{token}',
  'POST /api/links/payouts/b2c/result/{token}',
  'POST /api/links/payouts/b2c/timeout/{token}',
  'POST /api/links/payouts/b2c/status/result/{token}',
  'POST /api/links/payouts/b2c/status/timeout/{token}',
  'POST /api/links/payments/balance/timeout/{token}',
];

/**
 * The host's routes change no group: every sign-in reaches them and the host's check answers, here
 * (no HOST_ADMIN_EMAIL) that there is no host (docs/decisions/host.md, "Who the host is").
 */
const HOST_ANSWERS: Record<string, number> = {
  'POST /api/links/host/groups': 404,
  'POST /api/links/host/groups/{groupId}/suspend': 404,
  'POST /api/links/host/groups/{groupId}/resume': 404,
};

/**
 * The auditor's own account: their own password is theirs to change (docs/decisions/offices.md,
 * "The auditor changes nothing"), and their inbox and message preferences theirs
 * (docs/decisions/notifications.md, "The inbox"). Each answers as it would anyone: a body without
 * the passwords or the preferences is refused for what it lacks, another's message is not found,
 * and marking all read writes no row.
 */
const OWN_ACCOUNT_ANSWERS: Record<string, number> = {
  ...HOST_ANSWERS,
  'POST /api/links/me/password': 422,
  'POST /api/links/me/group': 422,
  'PATCH /api/links/me/preferences': 422,
  'POST /api/links/notifications/{id}/read': 404,
  'POST /api/links/notifications/read-all': 200,
};
const OWN_ACCOUNT_CHANGES = Object.keys(OWN_ACCOUNT_ANSWERS);

describe('the auditor walks every route', () => {
  it('is refused every change with 403 before it runs, and nothing is written', async () => {
    const ops = (await operations()).filter((op) => op.method !== 'GET');
    expect(ops.length).toBeGreaterThan(20);
    const before = await tableCounts(scene.ctx.database.db);
    const admitted: string[] = [];
    const names = ops.map((op) => `${op.method} ${op.url}`);
    for (const name of [...UNGUARDED_CHANGES, ...OWN_ACCOUNT_CHANGES]) expect(names).toContain(name);
    for (const op of ops) {
      const name = `${op.method} ${op.url}`;
      if (UNGUARDED_CHANGES.includes(name) || op.url.includes('/c2b/')) continue;
      expect([name, (await call(op, undefined)).statusCode]).toEqual([name, 401]);
      if (OWN_ACCOUNT_CHANGES.includes(name)) {
        expect([name, (await call(op, scene.auditor, {})).statusCode]).toEqual([
          name,
          OWN_ACCOUNT_ANSWERS[name],
        ]);
        continue;
      }
      // The body an official would need does not matter: the refusal comes before it is read.
      for (const body of [{}, { amount: 1000, user_id: scene.auditor.id, office: 'chair' }]) {
        const res = await call(op, scene.auditor, body);
        if (res.statusCode !== 403 || res.json().code !== 'READ_ONLY_OFFICE') {
          admitted.push(`${name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        } else {
          expect(res.json().message).toBe(AUDITOR_READ_ONLY_MESSAGE);
        }
      }
    }
    expect(admitted).toEqual([]);
    expect(await tableCounts(scene.ctx.database.db)).toEqual(before);
  });

  it('reads every admin screen, report and download: each read answers the auditor as it answers the chair', async () => {
    const reads = (await operations()).filter((op) => op.method === 'GET');
    expect(reads.length).toBeGreaterThan(30);
    const differences: string[] = [];
    for (const op of reads) {
      const chair = await call(op, scene.chair);
      const auditor = await call(op, scene.auditor);
      if (
        auditor.statusCode === 401 ||
        auditor.statusCode === 403 ||
        auditor.statusCode !== chair.statusCode
      ) {
        differences.push(`${op.url}: chair ${chair.statusCode}, auditor ${auditor.statusCode}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('sees what a member may not: the admin lists answer the auditor and refuse the member', async () => {
    for (const url of ['/api/links/transactions', '/api/links/audit', '/api/links/books/trial-balance']) {
      const auditor = await scene.ctx.app.inject({ url, headers: scene.auditor.headers });
      const member = await scene.ctx.app.inject({ url, headers: scene.member.headers });
      expect([url, auditor.statusCode]).toEqual([url, 200]);
      expect([url, member.statusCode]).toEqual([url, 403]);
    }
  });
});
