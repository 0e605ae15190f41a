import type { ApplicationView } from '@links/domain';
import { fullName } from '@links/domain';
import type { ReactNode } from 'react';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';

/** An application's kind of loan, as the server names it, in the language on screen. */
export const kindWords = {
  long_term: msg('applications.kinds.long_term'),
  short_term: msg('applications.kinds.short_term'),
} as const;

const statusTone = {
  Pending: 'bg-amber-100 text-amber-800',
  Approved: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-red-100 text-red-800',
  Requested: 'bg-amber-100 text-amber-800',
  Accepted: 'bg-emerald-100 text-emerald-800',
  Declined: 'bg-slate-200 text-slate-700',
} as const;

type Status = keyof typeof statusTone;

/** An application's status and a guarantee's, as the server names them, in the language on screen. */
const statusWords: Record<Status, `applications.status.${Status}`> = {
  Pending: msg('applications.status.Pending'),
  Approved: msg('applications.status.Approved'),
  Rejected: msg('applications.status.Rejected'),
  Requested: msg('applications.status.Requested'),
  Accepted: msg('applications.status.Accepted'),
  Declined: msg('applications.status.Declined'),
};

export function StatusPill({ status }: { status: Status }) {
  const { t } = useTranslation();
  const words = statusWords[status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status] ?? ''}`}>
      {words ? t(words) : status}
    </span>
  );
}

/** An application's figures: who, how much, the limit, what guarantors pledged and what is short. */
export function ApplicationSummary({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  const a = application;
  const rows: [string, ReactNode][] = [
    [t('applications.summary.member'), fullName(a)],
    [
      t('applications.summary.kind'),
      t('applications.summary.kindValue', { kind: t(kindWords[a.kind]), months: a.months }),
    ],
    [t('applications.summary.amount'), <Money key="amount" cents={kesToCents(a.amount)} currency />],
    [t('applications.summary.limit'), <Money key="limit" cents={kesToCents(a.limit)} currency />],
    [
      t('applications.summary.guaranteed'),
      <Money key="guaranteed" cents={kesToCents(a.guaranteed)} currency />,
    ],
    [
      t('applications.summary.shortfall'),
      <Money
        key="shortfall"
        cents={kesToCents(a.shortfall)}
        currency
        className={a.shortfall > 0 ? 'text-red-700' : ''}
      />,
    ],
    [t('applications.summary.applied'), formatDate(a.created_at)],
    [t('applications.summary.purpose'), a.purpose],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex justify-between gap-3 border-b border-slate-100 py-1 sm:block sm:border-0"
        >
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-right font-medium text-slate-900 sm:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The guarantors asked, each with their answer and pledge. */
export function GuaranteesList({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  if (application.guarantees.length === 0)
    return <p className="text-sm text-slate-500">{t('applications.summary.noGuarantors')}</p>;
  return (
    <ul
      aria-label={t('applications.summary.guarantors')}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
    >
      {application.guarantees.map((g) => (
        <li key={g.user_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span className="font-medium text-slate-800">{fullName(g)}</span>
          <span className="flex items-center gap-2">
            {g.status === 'Accepted' ? <Money cents={kesToCents(g.amount)} currency /> : null}
            <StatusPill status={g.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}
