import type { StatementLoanMovement as LoanMovement, StatementLoan } from '@links/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { Card } from '../../../components/ui/Card';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { Stat } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';
import { msg, useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { DisputeLine } from '../../disputes';

const columns = (t: TFunction, own: boolean): Column<LoanMovement & { index: number }>[] => [
  dateColumn(t('statements.columns.date'), (row) => row.date),
  textColumn(t('statements.columns.description'), (row) => <span translate="no">{row.description}</span>),
  kesColumn(t('statements.columns.amount'), (row) => row.amount),
  kesColumn(t('statements.columns.principal'), (row) => row.principal),
  kesColumn(t('statements.columns.interest'), (row) => row.interest),
  kesColumn(t('statements.columns.principalOwed'), (row) => row.balance),
  // docs/decisions/disputes.md, "On the statement".
  { header: t('statements.columns.check'), cell: (row) => <DisputeLine line={row} own={own} /> },
];

/** Long-term loans' statuses are capitalised, short-term ones' lower case (docs/spec/states.md, "Loan status"). */
const statusWords = {
  Uncleared: msg('statements.loans.statuses.Uncleared'),
  Cleared: msg('statements.loans.statuses.Cleared'),
  uncleared: msg('statements.loans.statuses.uncleared'),
  cleared: msg('statements.loans.statuses.cleared'),
};

/** A loan's status as the server names it (`Uncleared`), in the language on screen; an unknown one as it is. */
const statusOf = (t: TFunction, status: string): string =>
  Object.hasOwn(statusWords, status) ? t(statusWords[status as keyof typeof statusWords]) : status;

/** `Long-term loan #12`; a kind the web does not know yet is named as the server writes it. */
function loanTitle(t: TFunction, loan: StatementLoan): string {
  const id = loan.loan_id;
  if (loan.kind === 'long_term') return t('statements.loans.longTerm', { id });
  if (loan.kind === 'short_term') return t('statements.loans.shortTerm', { id });
  return t('statements.loans.otherKind', { kind: String(loan.kind).replaceAll('_', ' '), id });
}

const kes = (value: number) => <Money cents={kesToCents(value)} currency />;

function LoanCard({ loan, own }: { loan: StatementLoan; own: boolean }) {
  const { t } = useTranslation();
  const title = loanTitle(t, loan);
  return (
    <Card
      title={title}
      description={
        <>
          {formatDate(loan.issued_on)} · {statusOf(t, loan.status)}
        </>
      }
    >
      <div className="space-y-4">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label={t('statements.loans.amount')}>{kes(loan.loan_amount)}</Stat>
          <Stat label={t('statements.loans.owedAtStart')}>{kes(loan.opening_owed)}</Stat>
          <Stat label={t('statements.loans.owedAtEnd')}>{kes(loan.closing_owed)}</Stat>
          <Stat label={t('statements.loans.amountDue')} emphasis>
            {kes(loan.amount_due)}
          </Stat>
        </dl>
        <Table
          label={t('statements.loans.movements', { loan: title })}
          columns={columns(t, own)}
          rows={loan.movements.map((movement, index) => ({ ...movement, index }))}
          rowKey={(row) => row.index}
          emptyText={t('statements.loans.noMovements')}
          paged={false}
          wide
        />
      </div>
    </Card>
  );
}

/** Each loan of the member with its movements in the period and what is owed; `own`: each line may be disputed. */
export function LoansSection({ loans, own = false }: { loans: readonly StatementLoan[]; own?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('statements.loans.title')}
      </h2>
      {loans.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-6 text-sm text-slate-500">
          {t('statements.loans.none')}
        </p>
      ) : (
        loans.map((loan) => <LoanCard key={loan.loan_id} loan={loan} own={own} />)
      )}
    </section>
  );
}
