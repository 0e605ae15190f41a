import type { ApplicationView } from '@links/domain';
import { fullName } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';

const kindLabel = { long_term: 'Long term', short_term: 'Short term' } as const;
const statusTone = {
  Pending: 'bg-amber-100 text-amber-800',
  Approved: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-red-100 text-red-800',
  Requested: 'bg-amber-100 text-amber-800',
  Accepted: 'bg-emerald-100 text-emerald-800',
  Declined: 'bg-slate-200 text-slate-700',
} as const;

export function StatusPill({ status }: { status: keyof typeof statusTone }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status]}`}>{status}</span>
  );
}

/** An application's figures: who, how much, the limit, what guarantors pledged and what is short. */
export function ApplicationSummary({ application }: { application: ApplicationView }) {
  const a = application;
  const rows: [string, React.ReactNode][] = [
    ['Member', fullName(a)],
    ['Kind', `${kindLabel[a.kind]}, ${a.months} months`],
    ['Amount', <Money key="amount" cents={kesToCents(a.amount)} currency />],
    ['Limit', <Money key="limit" cents={kesToCents(a.limit)} currency />],
    ['Guaranteed', <Money key="guaranteed" cents={kesToCents(a.guaranteed)} currency />],
    [
      'Shortfall',
      <Money
        key="shortfall"
        cents={kesToCents(a.shortfall)}
        currency
        className={a.shortfall > 0 ? 'text-red-700' : ''}
      />,
    ],
    ['Applied', formatDate(a.created_at)],
    ['Purpose', a.purpose],
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
  if (application.guarantees.length === 0)
    return <p className="text-sm text-slate-500">No guarantors named.</p>;
  return (
    <ul aria-label="Guarantors" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {application.guarantees.map((g) => (
        <li key={g.user_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span className="font-medium text-slate-800">
            {g.firstname} {g.lastname}
          </span>
          <span className="flex items-center gap-2">
            {g.status === 'Accepted' ? <Money cents={kesToCents(g.amount)} currency /> : null}
            <StatusPill status={g.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}
