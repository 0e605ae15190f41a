import { GROUP_TIME_ZONE, type MpesaBalance } from '@links/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useCheckMpesaBalance, useMpesaBalance } from '../api/mpesa-balance';

/** The account of a paybill that holds what its customers paid in (Safaricom's name for it). */
const UTILITY = 'Utility Account';

type Check = NonNullable<MpesaBalance['check']>;

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The Utility Account first, then the others as Safaricom listed them. */
const utilityFirst = (accounts: Check['accounts']) =>
  [...accounts].sort((a, b) => Number(b.name === UTILITY) - Number(a.name === UTILITY));

function Tile({ label, note, children }: { label: string; note?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-4 py-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <div className="mt-1 text-xl font-bold text-slate-900">{children}</div>
      {note ? <div className="mt-0.5 text-xs text-slate-500">{note}</div> : null}
    </div>
  );
}

const Amount = ({ currency, kes }: { currency: string; kes: number }) => (
  <span className="whitespace-nowrap">
    {currency} <Money cents={kesToCents(kes)} />
  </span>
);

/** Each account's available balance, the Utility Account's large, and when Safaricom told it. */
function SafaricomAccounts({ check }: { check: Check }) {
  const [first, ...others] = utilityFirst(check.accounts);
  if (!first) return '—';
  return (
    <dl data-testid="mpesa-balance-accounts">
      <dt className="text-sm font-medium text-slate-600">{first.name}</dt>
      <dd>
        <Amount currency={first.currency} kes={first.available} />
      </dd>
      {others.map((account) => (
        <div key={account.name} className="mt-1 flex flex-wrap gap-x-2 text-sm font-medium">
          <dt className="text-slate-600">{account.name}</dt>
          <dd className="text-slate-900">
            <Amount currency={account.currency} kes={account.available} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Safaricom's side: not asked, being asked, what it said, or nothing when the last check failed. */
function SafaricomTile({ check, asking }: { check: Check | null; asking: boolean }) {
  const { t } = useTranslation();
  const settled = check?.status === 'Completed' && check.settled_at;
  return (
    <Tile
      label={t('payments.balance.safaricom')}
      note={settled ? t('payments.balance.asOf', { date: formatDate(settled), time: time(settled) }) : null}
    >
      {asking ? (
        <p role="status" className="text-base font-medium text-slate-600">
          {t('payments.balance.asking')}
        </p>
      ) : check === null ? (
        <p className="text-base font-medium text-slate-600">{t('payments.balance.notAsked')}</p>
      ) : check.status === 'Completed' ? (
        <SafaricomAccounts check={check} />
      ) : (
        '—'
      )}
    </Tile>
  );
}

/** The Utility Account less the books: green when they agree, red with where to look when not. */
function DifferenceTile({ view, asking }: { view: MpesaBalance; asking: boolean }) {
  const { t } = useTranslation();
  const utility = view.check?.status === 'Completed' && view.check.accounts.find((a) => a.name === UTILITY);
  const difference =
    !asking && utility && view.books_balance !== null
      ? kesToCents(utility.available) - kesToCents(view.books_balance)
      : null;
  if (difference === null) return <Tile label={t('payments.balance.difference')}>—</Tile>;
  const agrees = difference === 0;
  return (
    <Tile
      label={t('payments.balance.difference')}
      note={
        <>
          {t('payments.balance.utilityLessBooks')}
          {agrees ? null : (
            <p className="mt-1 text-sm font-medium text-red-700">{t('payments.balance.differs')}</p>
          )}
        </>
      }
    >
      <p data-testid="mpesa-balance-difference" className={agrees ? 'text-emerald-700' : 'text-red-700'}>
        <Money cents={difference} currency />
        {agrees ? (
          <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 align-middle text-sm font-semibold ring-1 ring-emerald-600/20 ring-inset">
            {t('payments.balance.agree')}
          </span>
        ) : null}
      </p>
    </Tile>
  );
}

/** The three figures, with the alert of a refused ask or of a failed check (one of them). */
function BalanceFigures({
  view,
  asking,
  refusal,
}: {
  view: MpesaBalance;
  asking: boolean;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const failed =
    view.check?.status === 'Failed' ? (view.check.reason ?? t('payments.balance.checkFailed')) : null;
  const alert = refusal ?? (asking ? null : failed);
  return (
    <div className="space-y-4">
      {alert ? <Alert>{alert}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <SafaricomTile check={view.check} asking={asking} />
        <Tile label={t('payments.balance.booksBalance')} note={t('payments.balance.booksNote')}>
          {view.books_balance === null ? '—' : <Money cents={kesToCents(view.books_balance)} currency />}
        </Tile>
        <DifferenceTile view={view} asking={asking} />
      </div>
    </div>
  );
}

/**
 * The M-Pesa balance on the M-Pesa account's reconciliation (docs/decisions/daraja.md, "The M-Pesa
 * balance"): what Safaricom says the paybill holds beside the books' balance, and the difference.
 * Officials ask again with "Check balance"; the auditor reads the last answer.
 */
export function MpesaBalanceCard() {
  const { t } = useTranslation();
  const balance = useMpesaBalance();
  const check = useCheckMpesaBalance();
  const asking = check.isPending || balance.data?.check?.status === 'Pending';
  return (
    <Card
      title={t('payments.balance.title')}
      description={t('payments.balance.description')}
      actions={
        <ChangesGroup>
          <Button
            variant="secondary"
            className="max-sm:w-full"
            disabled={asking || balance.isPending}
            onClick={() => check.mutate()}
          >
            {t('payments.balance.check')}
          </Button>
        </ChangesGroup>
      }
    >
      <Loaded query={balance} loading={t('payments.balance.loading')} failed={t('payments.balance.failed')}>
        {(view) => (
          <BalanceFigures
            view={view}
            asking={asking}
            refusal={check.isError ? messageOf(check.error, t('payments.balance.checkFailed')) : null}
          />
        )}
      </Loaded>
    </Card>
  );
}
