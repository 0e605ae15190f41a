import { describe, expect, it } from 'vitest';
import { shareOutCommitRequestSchema, shareOutPreviewRequestSchema } from './contract.js';

const terms = { from: '2025-01-01', to: '2025-12-31', method: 'proportional' };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the share-out requests', () => {
  it('read the withholding rate into basis points, 0 when left out', () => {
    expect(shareOutPreviewRequestSchema.parse(terms).withholding_rate).toBe(0);
    expect(shareOutPreviewRequestSchema.parse({ ...terms, withholding_rate: null }).withholding_rate).toBe(0);
    expect(shareOutPreviewRequestSchema.parse({ ...terms, withholding_rate: 0.05 }).withholding_rate).toBe(
      500,
    );
    expect(shareOutPreviewRequestSchema.parse({ ...terms, withholding_rate: 1 }).withholding_rate).toBe(
      10_000,
    );
  });

  it('refuse a rate outside 0 to 1, an unknown method and a period that ends before it starts', () => {
    const bad = (input: object) => messages(shareOutPreviewRequestSchema.safeParse({ ...terms, ...input }));
    expect(bad({ withholding_rate: 1.5 })).toEqual(['withholding_rate must not exceed 1 (100%)']);
    expect(bad({ withholding_rate: -0.1 })).toEqual(['withholding_rate must not be negative']);
    expect(bad({ withholding_rate: '0.05' })).toEqual(['withholding_rate must be a number']);
    expect(bad({ method: 'equal' })).toEqual(['method must be proportional or time_weighted']);
    expect(bad({ from: '2026-01-01' })).toEqual(['from must not be after to']);
    expect(bad({ to: '2025-02-30' })).toEqual(['to is not a real date']);
  });

  it('take an account only for a cash payout', () => {
    const commit = { ...terms, payout: 'cash', account_id: '4' };
    expect(shareOutCommitRequestSchema.parse(commit)).toMatchObject({ payout: 'cash', account_id: 4 });
    expect(messages(shareOutCommitRequestSchema.safeParse({ ...commit, payout: 'to_savings' }))).toEqual([
      'account_id is only for a cash payout',
    ]);
    expect(messages(shareOutCommitRequestSchema.safeParse({ ...terms, payout: 'cheque' }))).toEqual([
      'payout must be to_savings or cash',
    ]);
  });
});
