import { type FineView, formatKES, fullName, isApprovalPending } from '@links/domain';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { choices, FilterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate, formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useQueryParams } from '../../../lib/useQueryParams';
import { type FineFilter, useFines } from '../api/fines';
import { fineFor, statusWords } from './fine-labels';
import { WaiveFineDialog } from './WaiveFineDialog';

/** The section's choices in the URL, beside the arrears list's own (`q`, `page`...) on the same screen. */
type FineParam = 'fines' | 'fines_q' | 'fines_page' | 'page';
const statusTone = {
  Owed: 'bg-amber-100 text-amber-800',
  Paid: 'bg-emerald-100 text-emerald-800',
  Waived: 'bg-slate-200 text-slate-700',
} as const;

const money = (value: number) => <Money cents={kesToCents(value)} />;

function ForCell({ fine }: { fine: FineView }) {
  const { t } = useTranslation();
  if (fine.loan_id === null) return <>{fineFor(t, fine)}</>;
  return (
    <Link className="font-semibold text-brand-700 underline" to={`/loans/${fine.loan_id}`}>
      {fineFor(t, fine)}
    </Link>
  );
}

/** A status this screen has no words for shows as the server names it. */
const statusIn = (t: TFunction, status: string) =>
  Object.hasOwn(statusWords, status) ? t(statusWords[status as FineView['status']]) : status;

/** The columns; the day a fine was charged as tables write one (docs/decisions/formats.md, "Dates"). */
function columns(t: TFunction, onWaive: (fine: FineView) => void): Column<FineView>[] {
  return [
    { header: t('fines.columns.member'), cell: (f) => fullName(f) },
    { header: t('fines.columns.for'), cell: (f) => <ForCell fine={f} /> },
    { header: t('fines.columns.charged'), cell: (f) => formatDay(f.charged_on) },
    { header: t('fines.columns.amount'), cell: (f) => money(f.amount), align: 'right' },
    { header: t('fines.columns.paid'), cell: (f) => money(f.paid), align: 'right' },
    {
      header: t('fines.columns.status'),
      cell: (f) => (
        <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[f.status]}`}>
            {statusIn(t, f.status)}
          </span>
          {f.waive_reason ? <span className="text-xs text-slate-500">{f.waive_reason}</span> : null}
        </span>
      ),
    },
    {
      header: t('fines.columns.actions'),
      cell: (f) =>
        f.status === 'Owed' ? (
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={t('fines.waiveOf', { name: fullName(f), date: formatDate(f.charged_on) })}
            onClick={() => onWaive(f)}
          >
            {t('fines.waive')}
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
  const { t } = useTranslation();
  const headingId = useId();
  const fields = [
    selectField(
      'fines',
      t('fines.show'),
      choices({ owed: t('fines.owed'), all: t('fines.all') }),
      t('fines.show'),
      'owed',
    ),
  ];
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
            {t('fines.title')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{t('fines.intro')}</p>
        </div>
      </div>
      <FilterBar
        key={q}
        label={t('fines.filterLabel')}
        placeholder={t('fines.searchHint')}
        fields={fields}
        values={{ q, fines: params.get('fines') }}
        onChange={({ q: text, ...changes }) =>
          set(text === undefined ? changes : { ...changes, fines_q: text })
        }
      />
      {waived ? <Alert tone="success">{waived}</Alert> : null}
      {fines.isPending ? <Loading>{t('fines.loading')}</Loading> : null}
      {fines.isError ? <Alert>{t('fines.failed')}</Alert> : null}
      {fines.data ? (
        <Table
          label={t('fines.table')}
          columns={columns(t, (fine) => {
            setWaived(null);
            setWaiving(fine);
          })}
          rows={fines.data.fines}
          wide
          emptyText={q ? t('fines.noMatch') : filter === 'owed' ? t('fines.noneOwed') : t('fines.none')}
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
              : t('fines.waived', { amount: formatKES(kesToCents(fine.waived)), name: fullName(fine) }),
          );
        }}
      />
    </section>
  );
}
