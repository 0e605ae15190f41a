import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { Select } from '../../../components/ui/Select';
import { DateFilter, ReportFilters } from '../../books';
import { actionLabels, entityLabels } from './labels';
import type { AuditParams } from './useAuditParams';

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Who, what record (kind and number), which action, and the period. */
export function AuditFilters({ params }: { params: AuditParams }) {
  return (
    <ReportFilters label="Audit filters">
      <MemberPicker
        label="Who"
        value={params.userId}
        onChange={(user_id) => params.set({ user_id })}
        placeholder="Anyone: type a name"
      />
      <Select
        label="Record"
        value={params.entity}
        onChange={(entity) => params.set({ entity })}
        options={optionsOf(entityLabels)}
        placeholder="Every kind"
      />
      <Field
        label="Record number"
        inputMode="numeric"
        value={params.entityId}
        onChange={(event) => params.set({ entity_id: event.target.value.replace(/\D/g, '') })}
        placeholder="Any"
      />
      <Select
        label="Action"
        value={params.action}
        onChange={(action) => params.set({ action })}
        options={optionsOf(actionLabels)}
        placeholder="Every action"
      />
      <DateFilter label="From" value={params.from} onChange={(from) => params.set({ from })} />
      <DateFilter label="To" value={params.to} onChange={(to) => params.set({ to })} />
      <div className="flex items-end">
        <Button variant="secondary" onClick={params.clear}>
          Clear filters
        </Button>
      </div>
    </ReportFilters>
  );
}
