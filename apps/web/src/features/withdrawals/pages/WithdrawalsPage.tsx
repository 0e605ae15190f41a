import { isApprovalPending, todayInGroupZone, WITHDRAWAL_STATUSES, type WithdrawalView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { FilterBar, type FilterProps, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { changesGroup } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadWithdrawals, usePayWithdrawal, useWithdrawals } from '../api/withdrawals';
import { NewWithdrawalForm } from '../components/NewWithdrawalForm';
import { RejectWithdrawalDialog } from '../components/RejectWithdrawalDialog';
import { WithdrawalsTable } from '../components/WithdrawalsTable';
import { withdrawalStatusOf } from '../components/withdrawalLabels';

/** Everyone's withdrawals: the search by member and the status. */
function Filters(props: FilterProps<'status'>) {
  const { t } = useTranslation();
  const statuses = WITHDRAWAL_STATUSES.map((status) => ({
    value: status,
    label: withdrawalStatusOf(t, status),
  }));
  return (
    <FilterBar
      label={t('withdrawals.filters.label')}
      placeholder={t('withdrawals.filters.search')}
      fields={[
        selectField(
          'status',
          t('withdrawals.filters.status'),
          statuses,
          t('withdrawals.filters.allStatuses'),
        ),
      ]}
      {...props}
    />
  );
}

/** The title, and for an official "New withdrawal", which opens the form under it. */
function Header({ decides }: { decides: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <PageHeader
        title={t('withdrawals.page.title')}
        actions={
          decides ? (
            <Button aria-expanded={asking} onClick={() => setAsking(!asking)}>
              {asking ? t('withdrawals.page.closeNew') : t('withdrawals.page.new')}
            </Button>
          ) : undefined
        }
      >
        {t('withdrawals.page.intro')}
      </PageHeader>
      {decides && asking ? (
        <Card className="mb-6 max-w-xl">
          <NewWithdrawalForm />
        </Card>
      ) : null}
    </>
  );
}

/**
 * /withdrawals (officials and the auditor): every member's withdrawals; an official asks one for a member
 * ("New withdrawal"), pays a due one (through the quorum) or rejects it with a reason
 * (docs/decisions/withdrawals.md).
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const params = useQueryParams<'q' | 'status' | 'page'>();
  const filter = { q: params.get('q'), status: params.get('status') };
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useWithdrawals(page, filter);
  const pay = usePayWithdrawal();
  const [rejecting, setRejecting] = useState<WithdrawalView | null>(null);
  const [said, setSaid] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  // The auditor reads the list without its decisions (docs/decisions/offices.md).
  const decides = changesGroup(user);
  const actions = decides
    ? {
        today: todayInGroupZone(),
        busy: pay.isPending,
        onReject: (w: WithdrawalView) => {
          setSaid(null);
          setRejecting(w);
        },
        onPay: (w: WithdrawalView) => {
          setSaid(null);
          pay.mutate(w.withdrawal_id, {
            onSuccess: (answer) =>
              setSaid({ tone: isApprovalPending(answer) ? 'info' : 'success', text: answer.message }),
          });
        },
      }
    : undefined;
  return (
    <>
      <Header decides={decides} />
      <div className="mb-3 flex justify-end">
        <DownloadButton
          download={() => downloadWithdrawals(filter)}
          failed={t('withdrawals.page.downloadFailed')}
        />
      </div>
      <Filters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes, page: '' })} />
      {said ? <Alert tone={said.tone}>{said.text}</Alert> : null}
      {pay.isError ? <Alert>{messageOf(pay.error, t('withdrawals.page.payFailed'))}</Alert> : null}
      {list.isPending ? <Loading>{t('withdrawals.page.loading')}</Loading> : null}
      {list.isError ? <Alert>{t('withdrawals.page.failed')}</Alert> : null}
      {list.data ? (
        <WithdrawalsTable
          page={{
            rows: list.data.withdrawals,
            pagination: list.data.pagination,
            onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
          }}
          actions={actions}
          emptyText={filter.q || filter.status ? t('withdrawals.page.noMatch') : t('withdrawals.page.none')}
        />
      ) : null}
      <RejectWithdrawalDialog
        withdrawal={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(message) => {
          setRejecting(null);
          setSaid({ tone: 'success', text: message });
        }}
      />
    </>
  );
}
