import { type FundClaimListQuery, type FundClaimView, fullName } from '@links/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fundClaims } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { amongIds, tableList } from '../../lib/list.js';
import { memberIdsMatching } from '../directory/index.js';
import { fundClaimViews } from './views.js';

export type FundClaimFilter = Pick<FundClaimListQuery, 'q' | 'status' | 'user_id' | 'contribution_kind_id'>;

/** Each condition is served by an index of fund_claims (by fund, member, status, creation). */
async function whereOf(db: DbOrTx, filter: FundClaimFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(fundClaims.userId, filter.user_id),
    filter.status === undefined ? undefined : eq(fundClaims.status, filter.status),
    filter.contribution_kind_id === undefined
      ? undefined
      : eq(fundClaims.contributionKindId, filter.contribution_kind_id),
    amongIds(fundClaims.userId, people),
  );
}

/** GET /fund-claims (docs/decisions/fund-claims.md, "The fund's screen"): newest first unless sorted, paged. */
export const fundClaimList = tableList(fundClaims, {
  sorts: { created_at: fundClaims.createdAt, amount: fundClaims.amountCents },
  where: whereOf,
  rows: fundClaimViews,
});

export const fundClaimCsvColumns: CsvColumn<FundClaimView>[] = [
  ...fieldColumns<FundClaimView>('claim_id', 'requested_on', 'fund_name', 'user_id'),
  { header: 'member', value: (c) => fullName(c) },
  ...fieldColumns<FundClaimView>('claim_type', 'reason', 'document'),
  ...amountColumns<FundClaimView>('amount'),
  ...fieldColumns<FundClaimView>('account_name', 'status', 'paid_on', 'rejection_reason'),
];
