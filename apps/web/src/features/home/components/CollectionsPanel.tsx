import { type Cents, sumCents } from '@links/domain';
import { Trans } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useAccounts } from '../../accounts';
import { useBankAccounts } from '../../banking';
import { useMonthlyCollections } from '../api/get-monthly-collections';
import { monthAndYear } from './month-names';

/** Panel (c) of the admin home: where the money is, and this month's collections against what is expected. */
export function CollectionsPanel() {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.collections.title')} description={t('dashboard.collections.description')}>
      <div className="space-y-6">
        <BankBalances />
        <ThisMonthsCollections />
      </div>
    </Card>
  );
}

function BankBalances() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  if (accounts.isPending) return <Loading>{t('dashboard.collections.bankLoading')}</Loading>;
  if (accounts.isError) return <Alert>{t('dashboard.collections.bankFailed')}</Alert>;
  const total = sumCents(accounts.data.map((account) => kesToCents(account.amount)));
  return (
    <section aria-labelledby="bank-balances-heading">
      <h3 id="bank-balances-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('dashboard.collections.bankBalances')}
      </h3>
      {accounts.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('dashboard.collections.noBankAccounts')}</p>
      ) : (
        <dl data-testid="bank-balances" className="mt-2 divide-y divide-slate-100 text-sm">
          {accounts.data.map((account) => (
            <div key={account.account_id} className="flex items-baseline justify-between gap-3 py-2">
              <dt className="min-w-0 truncate text-slate-700">{account.name}</dt>
              <dd className="font-medium text-slate-900">
                <Money cents={kesToCents(account.amount)} />
              </dd>
            </div>
          ))}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
            <dt className="font-semibold text-slate-900">{t('dashboard.collections.total')}</dt>
            <dd className="font-bold text-slate-900">
              <Money cents={total} currency />
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function ThisMonthsCollections() {
  const { t } = useTranslation();
  const report = useMonthlyCollections();
  const accounts = useAccounts();
  if (report.isPending || accounts.isPending) return <Loading>{t('dashboard.collections.loading')}</Loading>;
  if (report.isError) return <Alert>{t('dashboard.collections.failed')}</Alert>;
  if (accounts.isError) return <Alert>{t('dashboard.collections.accountsFailed')}</Alert>;
  const current = report.data.months.find((row) => row.month === report.data.current_month);
  const collected = kesToCents(current?.total ?? 0);
  // docs/decisions/members.md, "Monthly figures": each member's monthly expected is target / 12 plus their
  // loan installments.
  const expected = sumCents(accounts.data.map((account) => kesToCents(account.monthly_expected)));
  return (
    <section aria-labelledby="collections-heading">
      <h3 id="collections-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('dashboard.collections.inMonth', { month: monthAndYear(t, report.data.current_month) })}
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        <Money cents={collected} currency className="text-xl font-bold text-slate-900" />{' '}
        <span className="whitespace-nowrap max-md:whitespace-normal">
          <Trans
            i18nKey={msg('dashboard.collections.ofExpected')}
            components={{ 1: <Money cents={expected} currency className="font-semibold text-slate-700" /> }}
          />
        </span>
      </p>
      <CollectedBar collected={collected} expected={expected} />
      <dl
        className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(min(7rem,100%),1fr))] gap-3 text-sm"
        data-testid="collections-split"
      >
        <div>
          <dt className="text-slate-500">{t('dashboard.chart.savings')}</dt>
          <dd className="font-semibold text-slate-900">
            <Money cents={kesToCents(current?.savings ?? 0)} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('dashboard.chart.repayments')}</dt>
          <dd className="font-semibold text-slate-900">
            <Money cents={kesToCents(current?.repayments ?? 0)} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function CollectedBar({ collected, expected }: { collected: Cents; expected: Cents }) {
  const { t } = useTranslation();
  // Whole percent of what is expected; more than expected fills the bar.
  const percent = expected > 0 ? Math.floor((collected * 100) / expected) : collected > 0 ? 100 : 0;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={t('dashboard.collections.collectedBar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${percent >= 100 ? 'bg-emerald-500' : 'bg-brand-600'}`}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
      <p className="mt-1 text-right text-xs text-slate-500 tabular">
        {t('dashboard.collections.percentOfExpected', { percent })}
      </p>
    </div>
  );
}
