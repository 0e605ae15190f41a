import { Field } from '../../../components/ui/Field';
import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';

export const LOAN_FILTERS = ['q', 'status', 'from', 'to', 'sort'] as const;
export type LoanFilterValues = Record<(typeof LOAN_FILTERS)[number], string>;
export const PAYMENT_FILTERS = ['q', 'from', 'to', 'sort'] as const;
export type PaymentFilterValues = Record<(typeof PAYMENT_FILTERS)[number], string>;

const loanSorts = [
  { value: 'created_at', label: 'Oldest first' },
  { value: '-date_issued', label: 'Latest issued first' },
  { value: 'date_issued', label: 'Earliest issued first' },
  { value: 'due_date', label: 'Due soonest first' },
  { value: '-loan_amount', label: 'Largest loan first' },
  { value: 'loan_amount', label: 'Smallest loan first' },
  { value: '-amount_due', label: 'Most owed first' },
  { value: 'amount_due', label: 'Least owed first' },
];

const paymentSorts = [
  { value: 'created_at', label: 'Oldest first' },
  { value: '-transaction_amount', label: 'Largest payment first' },
  { value: 'transaction_amount', label: 'Smallest payment first' },
];

type Change<Values> = (values: Partial<Values>) => void;

function DateRange({
  values,
  onChange,
  labels,
}: {
  values: { from: string; to: string };
  onChange: Change<{ from: string; to: string }>;
  labels: [string, string];
}) {
  return (
    <>
      <Field
        label={labels[0]}
        type="date"
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        label={labels[1]}
        type="date"
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </>
  );
}

/** The Loan Accounts tab's search (member name or loan number), status, issue dates and order. */
export function LoanFilters({
  values,
  onChange,
}: {
  values: LoanFilterValues;
  onChange: Change<LoanFilterValues>;
}) {
  return (
    <ListFilters
      label="Filter loans"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Member name or loan number"
      filtering={Boolean(values.status || values.from || values.to || values.sort)}
    >
      <Select
        label="Status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: 'Uncleared', label: 'Uncleared' },
          { value: 'Cleared', label: 'Cleared' },
        ]}
        placeholder="All statuses"
      />
      <DateRange values={values} onChange={onChange} labels={['Issued from', 'Issued to']} />
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={loanSorts}
        placeholder="Newest first"
      />
    </ListFilters>
  );
}

/** The Payment History tab's search (member name), payment dates and order. */
export function PaymentFilters({
  values,
  onChange,
}: {
  values: PaymentFilterValues;
  onChange: Change<PaymentFilterValues>;
}) {
  return (
    <ListFilters
      label="Filter payments"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Member name"
      filtering={Boolean(values.from || values.to || values.sort)}
    >
      <DateRange values={values} onChange={onChange} labels={['Paid from', 'Paid to']} />
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={paymentSorts}
        placeholder="Newest first"
      />
    </ListFilters>
  );
}
