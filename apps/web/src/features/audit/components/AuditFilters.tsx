import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { Select, type SelectOption } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { actionWords, entityWords } from './labels';
import type { AuditParams } from './useAuditParams';

/** The search: a person's name, or an action or a record kind; sent on Enter or when leaving the box. */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const send = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <Field
      label={t('audit.filters.search')}
      type="search"
      value={text}
      maxLength={100}
      placeholder={t('audit.filters.searchHint')}
      onChange={(event) => setText(event.target.value)}
      onBlur={send}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send();
      }}
    />
  );
}

/** Who, what record (kind and number), which action, and the period. */
export function AuditFilters({ params }: { params: AuditParams }) {
  const { t } = useTranslation();
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
  const entities = Object.entries(entityWords).map(([value, key]) => ({ value, label: t(key) }));
  const actions = Object.entries(actionWords).map(([value, key]) => ({ value, label: t(key) }));
  return (
    <ReportFilters label={t('audit.filters.label')}>
      <SearchField value={params.q} onSearch={(q) => params.set({ q })} />
      <MemberPicker
        label={t('audit.filters.who')}
        value={params.userId}
        onChange={(user_id) => params.set({ user_id })}
        placeholder={t('audit.filters.anyone')}
      />
      {choice('entity', t('audit.filters.record'), entities, t('audit.filters.everyKind'))}
      <Field
        label={t('audit.filters.recordNumber')}
        inputMode="numeric"
        value={params.entityId}
        onChange={(event) => params.set({ entity_id: event.target.value.replace(/\D/g, '') })}
        placeholder={t('audit.filters.any')}
      />
      {choice('action', t('audit.filters.action'), actions, t('audit.filters.everyAction'))}
      <DateFilter
        label={t('audit.filters.from')}
        value={params.from}
        onChange={(from) => params.set({ from })}
      />
      <DateFilter label={t('audit.filters.to')} value={params.to} onChange={(to) => params.set({ to })} />
      {choice(
        'sort',
        t('audit.filters.order'),
        [{ value: 'at', label: t('audit.filters.oldestFirst') }],
        t('audit.filters.newestFirst'),
      )}
      <div className="flex items-end">
        <Button variant="secondary" onClick={params.clear}>
          {t('audit.filters.clear')}
        </Button>
      </div>
    </ReportFilters>
  );
}
