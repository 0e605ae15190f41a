import { OVERALL_STATUSES, TRANSACTION_TYPES } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { transactionTypeLabels } from './labels';

export const TRANSACTION_FILTERS = ['q', 'status', 'type', 'from', 'to', 'sort'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;

const sortOptions = [
  { value: 'created_at', label: 'Oldest entered first' },
  { value: '-transaction_date', label: 'Latest payment date first' },
  { value: 'transaction_date', label: 'Earliest payment date first' },
  { value: '-total_payed', label: 'Largest amount first' },
  { value: 'total_payed', label: 'Smallest amount first' },
];

/**
 * The search, the filters and the order of /transactions, all answered by the server
 * (`GET /transactions?q&status&type&from&to&sort`). The search is sent on Search or Enter; the
 * pickers apply at once.
 */
export function TransactionFilters({
  values,
  onChange,
  withStatus = true,
}: {
  values: TransactionFilterValues;
  onChange: (values: Partial<TransactionFilterValues>) => void;
  withStatus?: boolean;
}) {
  const [q, setQ] = useState(values.q);
  // On a phone the pickers fold away behind one button, so the list starts on the first screen.
  const [open, setOpen] = useState(
    Boolean(values.status || values.type || values.from || values.to || values.sort),
  );
  const folded = open ? 'contents' : 'hidden sm:contents';
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <form
      onSubmit={search}
      aria-label="Filter transactions"
      className="mb-4 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-4"
    >
      <Field
        label="Search"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Member name or receipt"
        maxLength={100}
        className="sm:col-span-2"
      />
      <Button
        type="button"
        variant="secondary"
        className="sm:hidden"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Fewer filters' : 'More filters'}
      </Button>
      <div className={folded}>
        {withStatus ? (
          <Select
            label="Status"
            value={values.status}
            onChange={(status) => onChange({ status })}
            options={OVERALL_STATUSES.map((status) => ({ value: status, label: status }))}
            placeholder="All statuses"
          />
        ) : null}
        <Select
          label="Type"
          value={values.type}
          onChange={(type) => onChange({ type })}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabels[type] }))}
          placeholder="All types"
        />
        <Field
          label="From"
          type="date"
          value={values.from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <Field
          label="To"
          type="date"
          value={values.to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        <Select
          label="Order"
          value={values.sort}
          onChange={(sort) => onChange({ sort })}
          options={sortOptions}
          placeholder="Newest entered first"
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
