import type { ReconciliationAnswer } from '@links/domain';
import { Card } from '../../../components/ui/Card';
import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';

type StatementLine = ReconciliationAnswer['statement_lines'][number];
type BookEntry = ReconciliationAnswer['book_entries'][number];

const amounts = <Row extends { money_in: number; money_out: number }>(): Column<Row>[] => [
  kesColumn('Money in', (row) => row.money_in, undefined, true),
  kesColumn('Money out', (row) => row.money_out, undefined, true),
];

/** The lines on either side with no partner on the other: what explains a difference. */
export function UnpartneredTables({ answer }: { answer: ReconciliationAnswer }) {
  const lineColumns: Column<StatementLine>[] = [
    {
      header: 'Reference',
      cell: (row) => <span className="font-medium text-slate-900 tabular">{row.reference || '—'}</span>,
    },
    dateColumn('Date', (row) => row.date),
    { header: 'Details', cell: (row) => row.details ?? '' },
    ...amounts<StatementLine>(),
  ];
  const entryColumns: Column<BookEntry>[] = [
    { header: 'Memo', cell: (row) => <span className="text-slate-900">{row.memo}</span> },
    dateColumn('Date', (row) => row.date),
    ...amounts<BookEntry>(),
  ];
  return (
    <div className="space-y-6">
      <Card
        title="On the statement, not in the books"
        description="Payments waiting for approval, charges and transfers not yet recorded."
      >
        <Table
          label="Statement lines without a partner"
          columns={lineColumns}
          rows={answer.statement_lines}
          emptyText="Every statement line has its partner in the books."
        />
      </Card>
      <Card
        title="In the books, not on the statement"
        description="Entries of the account the statement does not show."
      >
        <Table
          label="Books entries without a partner"
          columns={entryColumns}
          rows={answer.book_entries}
          rowKey={(row) => row.entry_id}
          emptyText="Every entry in the books has its partner on the statement."
        />
      </Card>
    </div>
  );
}
