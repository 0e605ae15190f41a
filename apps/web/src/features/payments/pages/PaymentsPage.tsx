import type { PaymentView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { useListPage } from '../../../lib/useListParams';
import { useSettings } from '../../settings';
import { downloadPayments, usePayments } from '../api/get-payments';
import { ApprovePaymentDialog } from '../components/ApprovePaymentDialog';
import { AssignPaymentDialog } from '../components/AssignPaymentDialog';
import { IgnorePaymentDialog } from '../components/IgnorePaymentDialog';
import { PAYMENT_FILTERS, PaymentFilters } from '../components/PaymentFilters';
import { type PaymentAction, PaymentsTable } from '../components/PaymentsTable';
import { StatementImportPanel } from '../components/StatementImportPanel';

const dialogs = { assign: AssignPaymentDialog, approve: ApprovePaymentDialog, ignore: IgnorePaymentDialog };

/**
 * /payments (admin, docs/decisions/payments.md, "Matching"): money that came in by M-Pesa or to a bank,
 * matched to members or not, with statement imports, filters and search; each unmatched payment can be
 * assigned or ignored, each pending one approved. The filters and the page live in the URL.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { values: filters, setPage, change, query: payments } = useListPage(PAYMENT_FILTERS, usePayments);
  const settings = useSettings();
  const [open, setOpen] = useState<{ payment: PaymentView; action: PaymentAction } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const Dialog = open ? dialogs[open.action] : null;
  const mpesaAccount = settings.data?.mpesa_account_id;

  return (
    <>
      <PageHeader
        title={t('payments.page.title')}
        actions={
          mpesaAccount ? (
            <ButtonLink to={`/reconciliation/${mpesaAccount}`} variant="secondary">
              {t('payments.page.reconcile')}
            </ButtonLink>
          ) : null
        }
      >
        {t('payments.page.intro')}
      </PageHeader>
      <div className="space-y-6">
        <ChangesGroup>
          <StatementImportPanel />
        </ChangesGroup>
        <section aria-label={t('payments.page.incoming')}>
          <ListDownload
            download={() => downloadPayments(filters)}
            failed={t('payments.page.downloadFailed')}
          />
          <PaymentFilters key={filters.q} values={filters} onChange={change} />
          {outcome ? (
            <div className="mb-4">
              <Alert tone="success">{outcome}</Alert>
            </div>
          ) : null}
          <Loaded query={payments} loading={t('payments.page.loading')} failed={t('payments.page.failed')}>
            {(data) => (
              <PaymentsTable
                payments={data.payments}
                page={data.pagination.page}
                pages={data.pagination.pages}
                onPageChange={setPage}
                onAction={(payment, action) => {
                  setOutcome(null);
                  setOpen({ payment, action });
                }}
              />
            )}
          </Loaded>
        </section>
      </div>
      {open && Dialog ? (
        <Dialog
          payment={open.payment}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setOutcome(message);
          }}
        />
      ) : null}
    </>
  );
}
