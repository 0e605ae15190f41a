import type { ContributionKindView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { kesColumn, nameColumn, rowActionClass } from '../../../components/ui/columns';
import { Loaded } from '../../../components/ui/Loaded';
import { type Column, Table } from '../../../components/ui/Table';
import { expectedText, kindLabels, useContributionKinds } from '../../contributions';
import { AddContributionKindForm } from './AddContributionKindForm';
import { EditContributionKindDialog } from './EditContributionKindDialog';

export const KINDS_LOAD_FAILED = 'Failed to load the contribution kinds';

function KindStatus({ active }: { active: boolean }) {
  const tone = active
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
    : 'bg-slate-100 text-slate-700 ring-slate-500/25';
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
    >
      {active ? 'Active' : 'Closed'}
    </span>
  );
}

const columns = (edit: (kind: ContributionKindView) => void): Column<ContributionKindView>[] => [
  nameColumn('Name', (kind) => kind.name),
  { header: 'Kind', cell: (kind) => kindLabels[kind.kind] },
  { header: 'Expected', cell: (kind) => expectedText(kind) },
  { header: 'Account', cell: (kind) => <span className="tabular">{kind.account_code}</span> },
  kesColumn('Balance', (kind) => kind.balance),
  { header: 'Status', cell: (kind) => <KindStatus active={kind.active} /> },
  {
    header: 'Actions',
    align: 'right',
    cell: (kind) => (
      <button type="button" className={rowActionClass} onClick={() => edit(kind)}>
        Edit<span className="sr-only"> {kind.name}</span>
      </button>
    ),
  },
];

/**
 * The group's kinds of contribution on /settings (docs/decisions/contribution-kinds.md, "The kinds"):
 * each with what each member is expected to bring, its books account and what it holds, and whether it
 * still takes money; an official adds a kind and changes one. The auditor reads it with its controls
 * disabled, as the page's other cards.
 */
export function ContributionKindsCard() {
  const kinds = useContributionKinds();
  const [editing, setEditing] = useState<ContributionKindView | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = (kind: ContributionKindView) => {
    setSaved(null);
    setEditing(kind);
  };
  return (
    <Card
      title="Contribution kinds"
      description="The kinds of money the group collects: savings, funds and fees, each kept in its own books account."
    >
      <div className="space-y-6">
        {saved ? <Alert tone="success">{saved}</Alert> : null}
        <Loaded query={kinds} loading="Loading contribution kinds..." failed={KINDS_LOAD_FAILED}>
          {(list) => (
            <Table label="Contribution kinds" columns={columns(edit)} rows={list} paged={false} wide />
          )}
        </Loaded>
        <div className="border-t border-slate-100 pt-5">
          <AddContributionKindForm />
        </div>
      </div>
      {editing ? (
        <EditContributionKindDialog
          key={editing.id}
          kind={editing}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setSaved(message);
          }}
        />
      ) : null}
    </Card>
  );
}
