import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { Select, type SelectOption } from '../../../components/ui/Select';
import { actionLabels, entityLabels } from './labels';
import type { AuditParams } from './useAuditParams';

/** The search: a person's name, or an action or a record kind; sent on Enter or when leaving the box. */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const send = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <Field
      label="Search"
      type="search"
      value={text}
      maxLength={100}
      placeholder="A name, an action or a record"
      onChange={(event) => setText(event.target.value)}
      onBlur={send}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send();
      }}
    />
  );
}

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Who, what record (kind and number), which action, and the period. */
export function AuditFilters({ params }: { params: AuditParams }) {
  /** A choice of the trail's `entity`, `action` or `sort`, applied at once. */
  const choice = (
    key: 'entity' | 'action' | 'sort',
    label: string,
    options: SelectOption[],
    placeholder: string,
  ) => (
    <Select
      label={label}
      value={params[key]}
      onChange={(value) => params.set({ [key]: value })}
      options={options}
      placeholder={placeholder}
    />
  );
  return (
    <ReportFilters label="Audit filters">
      <SearchField value={params.q} onSearch={(q) => params.set({ q })} />
      <MemberPicker
        label="Who"
        value={params.userId}
        onChange={(user_id) => params.set({ user_id })}
        placeholder="Anyone: type a name"
      />
      {choice('entity', 'Record', optionsOf(entityLabels), 'Every kind')}
      <Field
        label="Record number"
        inputMode="numeric"
        value={params.entityId}
        onChange={(event) => params.set({ entity_id: event.target.value.replace(/\D/g, '') })}
        placeholder="Any"
      />
      {choice('action', 'Action', optionsOf(actionLabels), 'Every action')}
      <DateFilter label="From" value={params.from} onChange={(from) => params.set({ from })} />
      <DateFilter label="To" value={params.to} onChange={(to) => params.set({ to })} />
      {choice('sort', 'Order', [{ value: 'at', label: 'Oldest first' }], 'Newest first')}
      <div className="flex items-end">
        <Button variant="secondary" onClick={params.clear}>
          Clear filters
        </Button>
      </div>
    </ReportFilters>
  );
}
