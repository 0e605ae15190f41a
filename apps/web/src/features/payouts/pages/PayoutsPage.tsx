import { formatKES, fullName, PAYOUT_STATUSES, type PayoutView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { FilterBar, type FilterProps, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { USER_ID_MISSING } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { listFailure } from '../../../lib/useListParams';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadPayouts, type PayoutFilter, usePayouts } from '../api/payouts';
import { PaidByHandDialog } from '../components/PaidByHandDialog';
import { PayoutsTable } from '../components/PayoutsTable';
import { payoutStatusOf } from '../components/payoutLabels';
import { SendPayoutDialog } from '../components/SendPayoutDialog';
import { SentNotice } from '../components/SentNotice';

/** The statuses to pick from, in the language on screen. */
function useStatuses() {
  const { t } = useTranslation();
  return PAYOUT_STATUSES.map((status) => ({ value: status, label: payoutStatusOf(t, status) }));
}

/** Everyone's payouts: the search by member and the status. */
function Filters(props: FilterProps<'status'>) {
  const { t } = useTranslation();
  const statuses = useStatuses();
  return (
    <FilterBar
      label={t('payouts.filters.label')}
      placeholder={t('payouts.filters.search')}
      fields={[
        selectField('status', t('payouts.filters.status'), statuses, t('payouts.filters.allStatuses')),
      ]}
      {...props}
    />
  );
}

/**
 * Above the list: everyone's with its download, search and status; a member's own with the status only.
 */
function ListControls({
  everyone,
  filter,
  onChange,
}: {
  everyone: boolean;
  filter: PayoutFilter;
  onChange: (changes: Partial<PayoutFilter>) => void;
}) {
  const { t } = useTranslation();
  const statuses = useStatuses();
  if (everyone) {
    return (
      <>
        <ListDownload download={() => downloadPayouts(filter)} failed={t('payouts.page.downloadFailed')} />
        <Filters key={filter.q} values={filter} onChange={onChange} />
      </>
    );
  }
  return (
    <Select
      label={t('payouts.filters.status')}
      className="mb-4 max-w-xs"
      value={filter.status}
      onChange={(status) => onChange({ status })}
      options={statuses}
      placeholder={t('payouts.filters.allStatuses')}
    />
  );
}

/**
 * The payouts of one page, filtered in the URL (docs/decisions/web.md, "Screens and answers"), with
 * Send by M-Pesa and Paid by hand for the officials (docs/decisions/payouts.md, "Sending", "Paid by hand").
 */
function PayoutsList({ everyone, decides }: { everyone: boolean; decides: boolean }) {
  const { t } = useTranslation();
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
      <ListControls everyone={everyone} filter={filter} onChange={(changes) => params.set({ ...changes })} />
      <div className="space-y-3">
        {said && 'sent' in said ? <SentNotice key={said.sent.payout_id} sent={said.sent} /> : null}
        {said && 'paid' in said ? <Alert tone="success">{said.paid}</Alert> : null}
        {list.isPending ? <Loading>{t('payouts.page.loading')}</Loading> : null}
        {list.isError ? <Alert>{listFailure(list.error, t('payouts.page.failed'))}</Alert> : null}
        {list.data ? (
          <PayoutsTable
            page={{ rows: list.data.payouts, pagination: list.data.pagination, onPageChange: toPage }}
            everyone={everyone}
            actions={actions}
            emptyText={
              filtered
                ? t('payouts.page.noMatch')
                : everyone
                  ? t('payouts.page.none')
                  : t('payouts.page.noneMine')
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
          setSaid({
            paid: t('payouts.page.paidByHand', {
              amount: formatKES(kesToCents(payout.amount)),
              name: fullName(payout),
            }),
          });
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
  const { t } = useTranslation();
  const user = useStoredUser();
  if (!hasKnownRole(user) || !user.users_id) return <Alert>{USER_ID_MISSING}</Alert>;
  const everyone = screensOf(user) === 'admin';
  return (
    <>
      <PageHeader title={everyone ? t('payouts.page.title') : t('payouts.page.myTitle')}>
        {everyone ? t('payouts.page.intro') : t('payouts.page.myIntro')}
      </PageHeader>
      <PayoutsList everyone={everyone} decides={changesGroup(user)} />
    </>
  );
}
