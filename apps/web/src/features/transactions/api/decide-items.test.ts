// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, sent, stubApi } from '../../../lib/testing/component';
import { approveTransaction, decideItems } from './decide-items';

/**
 * Approving a transaction (docs/spec/states.md, "Approval") decides every type of item, its other kinds of
 * contribution after savings and the loans (docs/decisions/contribution-kinds.md, "Items of a kind"), and
 * a CONTRIBUTION item is rejected through its own path.
 */

afterEach(() => vi.unstubAllGlobals());

const decided = (updated: number, message: string) => ({ updated_items: updated, message });

describe('approving a transaction', () => {
  it('decides its contributions after savings and the loans, and reports each path that approved', async () => {
    stubApi({
      '/transactions/savings/': decided(1, '1 savings item approved.'),
      '/transactions/contributions/': decided(1, '1 contribution item approved.'),
      '/transactions/': decided(0, 'No pending items.'),
    });
    const outcome = await approveTransaction({ id: 5, accountId: 7 });
    expect(outcome).toEqual({
      approved: ['1 savings item approved.', '1 contribution item approved.'],
      failures: [],
    });
    expect(calls.map((url) => url.replace('/api/links/transactions/', ''))).toEqual([
      'savings/5/status',
      'loan-long/5/status',
      'short-long/5/status',
      'contributions/5/status',
      'rotations/5/status',
      'fines/5/status',
    ]);
    expect(sent.every((call) => call.method === 'PATCH')).toBe(true);
    expect(sent[3]?.body).toEqual({ status: 'Approved', account_id: 7 });
  });

  it('rejects the CONTRIBUTION items through the contributions path', async () => {
    stubApi({ '/transactions/contributions/': decided(1, '1 contribution item rejected.') });
    await decideItems('contributions', 5, { status: 'Rejected', reason: 'No such fund payment' });
    expect(sent).toEqual([
      {
        url: '/api/links/transactions/contributions/5/status',
        method: 'PATCH',
        body: { status: 'Rejected', reason: 'No such fund payment' },
      },
    ]);
  });
});
