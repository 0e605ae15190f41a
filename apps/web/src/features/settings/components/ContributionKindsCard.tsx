import type { ContributionKindView } from '@links/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { kesColumn, nameColumn, rowActionClass } from '../../../components/ui/columns';
import { Loaded } from '../../../components/ui/Loaded';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { expectedText, kindLabel, useContributionKinds } from '../../contributions';
import { AddContributionKindForm } from './AddContributionKindForm';
import { EditContributionKindDialog } from './EditContributionKindDialog';

function KindStatus({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const tone = active
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
    : 'bg-slate-100 text-slate-700 ring-slate-500/25';
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
    >
      {active ? t('settings.kinds.active') : t('settings.kinds.closed')}
    </span>
  );
}

const columns = (
  t: TFunction,
  edit: (kind: ContributionKindView) => void,
): Column<ContributionKindView>[] => [
  // A kind's name is the group's own (the first one, `Savings`, named when the group began).
  nameColumn(t('settings.kinds.name'), (kind) => <span translate="no">{kind.name}</span>),
  { header: t('settings.kinds.kind'), cell: (kind) => kindLabel(t, kind.kind) },
  { header: t('settings.kinds.expected'), cell: (kind) => expectedText(kind, t) },
  {
    header: t('settings.kinds.account'),
    cell: (kind) => <span className="tabular">{kind.account_code}</span>,
  },
  kesColumn(t('settings.kinds.balance'), (kind) => kind.balance),
  { header: t('settings.kinds.status'), cell: (kind) => <KindStatus active={kind.active} /> },
  {
    header: t('settings.kinds.actions'),
    align: 'right',
    cell: (kind) => (
      <button type="button" className={rowActionClass} onClick={() => edit(kind)}>
        {t('settings.kinds.edit')}
        <span translate="no" className="sr-only">
          {' '}
          {kind.name}
        </span>
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
  const { t } = useTranslation();
  const kinds = useContributionKinds();
  const [editing, setEditing] = useState<ContributionKindView | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = (kind: ContributionKindView) => {
    setSaved(null);
    setEditing(kind);
  };
  return (
    <Card title={t('settings.kinds.title')} description={t('settings.kinds.description')}>
      <div className="space-y-6">
        {saved ? <Alert tone="success">{saved}</Alert> : null}
        <Loaded query={kinds} loading={t('settings.kinds.loading')} failed={t('settings.kinds.loadFailed')}>
          {(list) => (
            <Table
              label={t('settings.kinds.table')}
              columns={columns(t, edit)}
              rows={list}
              paged={false}
              wide
            />
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
