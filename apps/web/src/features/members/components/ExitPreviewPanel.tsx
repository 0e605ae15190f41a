import { fullName } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { MoneyStat } from '../../../components/ui/Stat';
import { Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import type { ExitPreview } from '../api/member-exit';
import { forMemberColumns, heldColumns, loanColumns } from './exitColumns';

/** Savings, what is owed, and the refund or the shortfall, with who covers a shortfall. */
function Totals({ preview, name }: { preview: ExitPreview; name: string }) {
  const { t } = useTranslation();
  const date = formatDate(preview.date);
  return (
    <Card
      title={
        preview.status === 'inactive'
          ? t('members.exit.preview.asOf', { name, date })
          : t('members.exit.preview.ifLeft', { name, date })
      }
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        <MoneyStat label={t('members.exit.preview.savings')} kes={preview.savings} />
        <MoneyStat
          label={
            preview.loose_fines.owed > 0
              ? t('members.exit.preview.loansAndFinesOwed')
              : t('members.exit.preview.loansOwed')
          }
          kes={preview.owed}
        />
        {preview.shortfall > 0 ? (
          <MoneyStat label={t('members.exit.preview.shortfall')} kes={preview.shortfall} emphasis />
        ) : (
          <MoneyStat label={t('members.exit.preview.refund')} kes={preview.refund} emphasis />
        )}
        {preview.shortfall > 0 ? (
          <>
            <MoneyStat label={t('members.exit.preview.fromGuarantors')} kes={preview.from_guarantors} />
            <MoneyStat label={t('members.exit.preview.writtenOff')} kes={preview.written_off} />
          </>
        ) : null}
      </dl>
    </Card>
  );
}

/** The fines owed on no loan: paid from the savings, the rest waived. */
function LooseFines({ fines }: { fines: ExitPreview['loose_fines'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('members.exit.preview.looseFines')} description={t('members.exit.preview.looseFinesNote')}>
      <dl className="grid gap-4 sm:grid-cols-3" aria-label={t('members.exit.preview.looseFines')}>
        <MoneyStat label={t('members.exit.preview.finesOwed')} kes={fines.owed} />
        <MoneyStat label={t('members.exit.preview.paidFromSavings')} kes={fines.paid} />
        <MoneyStat label={t('members.exit.preview.waived')} kes={fines.waived} />
      </dl>
    </Card>
  );
}

/**
 * The exit's preview (docs/decisions/member-exits.md, "The preview"): savings, loans, the pledges both
 * ways, and the refund or the shortfall.
 */
export function ExitPreviewPanel({ preview }: { preview: ExitPreview }) {
  const { t } = useTranslation();
  const name = fullName(preview);
  return (
    <div className="space-y-4" data-testid="exit-preview">
      {preview.status === 'inactive' ? (
        <Alert tone="info">
          {preview.exited_on
            ? t('members.exit.preview.leftOn', { name, date: formatDate(preview.exited_on) })
            : t('members.exit.preview.leftEarlier', { name })}
        </Alert>
      ) : null}
      <Totals preview={preview} name={name} />
      {preview.loans.length > 0 ? (
        <Card title={t('members.exit.preview.loansSettled')}>
          <Table
            label={t('members.exit.preview.loans')}
            columns={loanColumns(t)}
            rows={preview.loans}
            rowKey={(l) => l.loan_id}
            paged={false}
          />
        </Card>
      ) : null}
      {preview.loose_fines.owed > 0 ? <LooseFines fines={preview.loose_fines} /> : null}
      {preview.pledges_for_member.length > 0 ? (
        <Card
          title={t('members.exit.preview.pledgesFor')}
          description={t('members.exit.preview.pledgesForNote')}
        >
          <Table
            label={t('members.exit.preview.pledgesForTable')}
            columns={forMemberColumns(t)}
            rows={preview.pledges_for_member}
            rowKey={(row) => row.user_id}
            paged={false}
          />
        </Card>
      ) : null}
      {preview.pledges_held.length > 0 ? (
        <Card title={t('members.exit.preview.pledgesHeld')}>
          <div className="mb-3">
            <Alert tone="warning">{t('members.exit.preview.guaranteesOwed', { name })}</Alert>
          </div>
          <Table
            label={t('members.exit.preview.pledgesHeldTable')}
            columns={heldColumns(t)}
            rows={preview.pledges_held}
            rowKey={(row) => `${row.user_id}-${row.loan_id}`}
            paged={false}
          />
        </Card>
      ) : null}
    </div>
  );
}
