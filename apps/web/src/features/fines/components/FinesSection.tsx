import { type FineView, formatKES, fullName, isApprovalPending } from '@links/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { choices, FilterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useQueryParams } from '../../../lib/useQueryParams';
import { type FineFilter, useFines } from '../api/fines';
import { fineFor } from './fine-labels';
import { WaiveFineDialog } from './WaiveFineDialog';

export const FINES_FAILED = 'Failed to load fines';
const fields = [selectField('fines', 'Show', choices({ owed: 'Owed', all: 'All' }), 'Show', 'owed')];

/** The section's choices in the URL, beside the arrears list's own (`q`, `page`...) on the same screen. */
type FineParam = 'fines' | 'fines_q' | 'fines_page' | 'page';
const statusTone = {
  Owed: 'bg-amber-100 text-amber-800',
  Paid: 'bg-emerald-100 text-emerald-800',
  Waived: 'bg-slate-200 text-slate-700',
} as const;

const money = (value: number) => <Money cents={kesToCents(value)} />;

function ForCell({ fine }: { fine: FineView }) {
  if (fine.loan_id === null) return <>{fineFor(fine)}</>;
  return (
    <Link className="font-semibold text-brand-700 underline" to={`/loans/${fine.loan_id}`}>
      {fineFor(fine)}
    </Link>
  );
}

function columns(onWaive: (fine: FineView) => void): Column<FineView>[] {
  return [
    { header: 'Member', cell: (f) => fullName(f) },
    { header: 'For', cell: (f) => <ForCell fine={f} /> },
    { header: 'Charged', cell: (f) => formatDate(f.charged_on) },
    { header: 'Amount', cell: (f) => money(f.amount), align: 'right' },
    { header: 'Paid', cell: (f) => money(f.paid), align: 'right' },
    {
      header: 'Status',
      cell: (f) => (
        <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[f.status]}`}>
            {f.status}
          </span>
          {f.waive_reason ? <span className="text-xs text-slate-500">{f.waive_reason}</span> : null}
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (f) =>
        f.status === 'Owed' ? (
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={`Waive ${fullName(f)}'s fine of ${formatDate(f.charged_on)}`}
            onClick={() => onWaive(f)}
          >
            Waive
          </Button>
        ) : null,
    },
  ];
}

/**
 * The Fines section of the Arrears screen (admin, docs/decisions/lending.md, "Fines"): every member's fines,
 * those still owed first shown, each waivable with a reason.
 */
export function FinesSection() {
  const headingId = useId();
  const params = useQueryParams<FineParam>();
  const filter = (params.get('fines') || 'owed') as FineFilter;
  const q = params.get('fines_q');
  const page = Math.max(1, Math.trunc(Number(params.get('fines_page'))) || 1);
  // Any change keeps the arrears list on its page (`page` named), and brings the fines to their first.
  const set = (changes: Partial<Record<FineParam, string>>) =>
    params.set({ fines_page: '', ...changes, page: params.get('page') });
  const setPage = (to: number) => set({ fines_page: to > 1 ? String(to) : '' });
  const [waiving, setWaiving] = useState<FineView | null>(null);
  const [waived, setWaived] = useState<string | null>(null);
  const fines = useFines(filter, page, q);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Fines
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">Late installments and missed contributions.</p>
        </div>
      </div>
      <FilterBar
        key={q}
        label="Filter fines"
        placeholder="Member name"
        fields={fields}
        values={{ q, fines: params.get('fines') }}
        onChange={({ q: text, ...changes }) =>
          set(text === undefined ? changes : { ...changes, fines_q: text })
        }
      />
      {waived ? <Alert tone="success">{waived}</Alert> : null}
      {fines.isPending ? <Loading>Loading fines...</Loading> : null}
      {fines.isError ? <Alert>{FINES_FAILED}</Alert> : null}
      {fines.data ? (
        <Table
          label="Fines"
          columns={columns((fine) => {
            setWaived(null);
            setWaiving(fine);
          })}
          rows={fines.data.fines}
          wide
          emptyText={q ? 'No fines match' : filter === 'owed' ? 'No fines owed' : 'No fines'}
          pagination={{ ...fines.data.pagination, page }}
          onPageChange={setPage}
        />
      ) : null}
      <WaiveFineDialog
        fine={waiving}
        onClose={() => setWaiving(null)}
        onWaived={(fine) => {
          setWaiving(null);
          setWaived(
            isApprovalPending(fine)
              ? fine.message
              : `Fine waived: ${formatKES(kesToCents(fine.waived))} for ${fullName(fine)}.`,
          );
        }}
      />
    </section>
  );
}
