import { PAYMENT_SOURCES, PAYMENT_STATUS_FILTERS } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { sourceLabels } from './labels';

export interface FilterValues {
  q: string;
  status: string;
  source: string;
}

/** The search and the status and source filters of /payments. */
export function PaymentFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) {
  const [q, setQ] = useState(values.q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, q: q.trim() });
  };
  return (
    <form
      onSubmit={search}
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      aria-label="Filter payments"
    >
      <Select
        label="Status"
        value={values.status}
        onChange={(status) => onChange({ ...values, status })}
        options={Object.entries(PAYMENT_STATUS_FILTERS).map(([value, label]) => ({ value, label }))}
        placeholder="All statuses"
      />
      <Select
        label="Source"
        value={values.source}
        onChange={(source) => onChange({ ...values, source })}
        options={PAYMENT_SOURCES.map((value) => ({ value, label: sourceLabels[value] }))}
        placeholder="All sources"
      />
      <Field
        label="Search"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Receipt, payer, member or M-number"
        maxLength={100}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
