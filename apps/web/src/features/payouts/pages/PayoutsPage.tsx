import { formatKES, fullName, PAYOUT_STATUSES, type PayoutView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { choices, filterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { USER_ID_MISSING } from '../../../components/ui/WithUserId';
import { kesToCents } from '../../../lib/money';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { listFailure } from '../../../lib/useListParams';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadPayouts, usePayouts } from '../api/payouts';
import { PaidByHandDialog } from '../components/PaidByHandDialog';
import { PayoutsTable } from '../components/PayoutsTable';
import { SendPayoutDialog } from '../components/SendPayoutDialog';
import { SentNotice } from '../components/SentNotice';

export const PAYOUTS_FAILED = 'Failed to load the payouts';

const statuses = choices(Object.fromEntries(PAYOUT_STATUSES.map((status) => [status, status])));
const Filters = filterBar('Filter payouts', 'Member name', [
  selectField('status', 'Status', statuses, 'All statuses'),
]);

/** What the screen says once a payout was recorded paid by hand. */
const paidByHand = (payout: PayoutView) =>
  `Recorded as paid by hand: ${formatKES(kesToCents(payout.amount))} to ${fullName(payout)}.`;

/**
 * The payouts of one page, filtered in the URL (docs/decisions/web.md, "Screens and answers"), with
 * Send by M-Pesa and Paid by hand for the officials (docs/decisions/payouts.md, "Sending", "Paid by hand").
 */
function PayoutsList({ everyone, decides }: { everyone: boolean; decides: boolean }) {
  const params = useQueryParams<'q' | 'status' | 'page'>();
  const filter = { status: params.get('status'), q: everyone ? params.get('q') : '' };
  const list = usePayouts(params.page, filter);
  const toPage = (to: number) => params.set({ page: to > 1 ? String(to) : '' });
  useKeepPageInRange(params.page, list.data?.pagination?.pages, toPage);
  const [sending, setSending] = useState<PayoutView | null>(null);
  const [byHand, setByHand] = useState<PayoutView | null>(null);
  // The last payout sent (its notice follows it) or paid by hand (what was recorded).
  const [said, setSaid] = useState<{ sent: PayoutView } | { paid: string } | null>(null);
  const actions = decides
    ? {
        onSend: (payout: PayoutView) => {
          setSaid(null);
          setSending(payout);
        },
        onByHand: (payout: PayoutView) => {
          setSaid(null);
          setByHand(payout);
        },
      }
    : undefined;
  const filtered = Boolean(filter.q || filter.status);
  return (
    <>
      {everyone ? (
        <>
          <ListDownload download={() => downloadPayouts(filter)} failed="Could not download the payouts" />
          <Filters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes })} />
        </>
      ) : (
        <Select
          label="Status"
          className="mb-4 max-w-xs"
          value={filter.status}
          onChange={(status) => params.set({ status })}
          options={statuses}
          placeholder="All statuses"
        />
      )}
      <div className="space-y-3">
        {said && 'sent' in said ? <SentNotice key={said.sent.payout_id} sent={said.sent} /> : null}
        {said && 'paid' in said ? <Alert tone="success">{said.paid}</Alert> : null}
        {list.isPending ? <Loading>Loading payouts...</Loading> : null}
        {list.isError ? <Alert>{listFailure(list.error, PAYOUTS_FAILED)}</Alert> : null}
        {list.data ? (
          <PayoutsTable
            page={{ rows: list.data.payouts, pagination: list.data.pagination, onPageChange: toPage }}
            everyone={everyone}
            actions={actions}
            emptyText={
              filtered
                ? 'No payout matches these filters'
                : everyone
                  ? 'No payouts yet'
                  : 'You have no payouts yet'
            }
          />
        ) : null}
      </div>
      <SendPayoutDialog
        payout={sending}
        onClose={() => setSending(null)}
        onSent={(payout) => {
          setSending(null);
          setSaid({ sent: payout });
        }}
      />
      <PaidByHandDialog
        payout={byHand}
        onClose={() => setByHand(null)}
        onPaid={(payout) => {
          setByHand(null);
          setSaid({ paid: paidByHand(payout) });
        }}
      />
    </>
  );
}

/**
 * /payouts (docs/decisions/payouts.md, "Lists"): what the group owes members and pays them by M-Pesa or
 * by hand, newest first. Officials send each one or record it paid by hand; the auditor reads every one
 * and changes nothing (docs/decisions/offices.md); a member reads their own ("My payouts"). While one is
 * with Safaricom the page reads itself again, so its outcome shows as it comes.
 */
export function PayoutsPage() {
  const user = useStoredUser();
  if (!hasKnownRole(user) || !user.users_id) return <Alert>{USER_ID_MISSING}</Alert>;
  const everyone = screensOf(user) === 'admin';
  return (
    <>
      <PageHeader title={everyone ? 'Payouts' : 'My payouts'}>
        {everyone
          ? 'What the group owes members by M-Pesa: send each one, or record it paid by hand. Safaricom’s answer shows here as it comes.'
          : 'Loans and withdrawals the group pays you by M-Pesa, and what became of each.'}
      </PageHeader>
      <PayoutsList everyone={everyone} decides={changesGroup(user)} />
    </>
  );
}
