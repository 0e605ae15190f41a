import type { ReconciliationAnswer } from '@links/domain';
import type { TFunction } from 'i18next';
import { Card } from '../../../components/ui/Card';
import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';

type StatementLine = ReconciliationAnswer['statement_lines'][number];
type BookEntry = ReconciliationAnswer['book_entries'][number];

const amounts = <Row extends { money_in: number; money_out: number }>(t: TFunction): Column<Row>[] => [
  kesColumn(t('payments.reconciliation.moneyIn'), (row) => row.money_in, undefined, true),
  kesColumn(t('payments.reconciliation.moneyOut'), (row) => row.money_out, undefined, true),
];

/** The lines on either side with no partner on the other: what explains a difference. */
export function UnpartneredTables({ answer }: { answer: ReconciliationAnswer }) {
  const { t } = useTranslation();
  const lineColumns: Column<StatementLine>[] = [
    {
      header: t('payments.reconciliation.reference'),
      cell: (row) => <span className="font-medium text-slate-900 tabular">{row.reference || '—'}</span>,
    },
    dateColumn(t('payments.reconciliation.date'), (row) => row.date),
    { header: t('payments.reconciliation.details'), cell: (row) => row.details ?? '' },
    ...amounts<StatementLine>(t),
  ];
  const entryColumns: Column<BookEntry>[] = [
    {
      header: t('payments.reconciliation.memo'),
      cell: (row) => <span className="text-slate-900">{row.memo}</span>,
    },
    dateColumn(t('payments.reconciliation.date'), (row) => row.date),
    ...amounts<BookEntry>(t),
  ];
  return (
    <div className="space-y-6">
      <Card
        title={t('payments.reconciliation.onStatement')}
        description={t('payments.reconciliation.onStatementHint')}
      >
        <Table
          label={t('payments.reconciliation.statementLines')}
          columns={lineColumns}
          rows={answer.statement_lines}
          emptyText={t('payments.reconciliation.allLinesPartnered')}
        />
      </Card>
      <Card
        title={t('payments.reconciliation.inBooks')}
        description={t('payments.reconciliation.inBooksHint')}
      >
        <Table
          label={t('payments.reconciliation.bookEntries')}
          columns={entryColumns}
          rows={answer.book_entries}
          rowKey={(row) => row.entry_id}
          emptyText={t('payments.reconciliation.allEntriesPartnered')}
        />
      </Card>
    </div>
  );
}
