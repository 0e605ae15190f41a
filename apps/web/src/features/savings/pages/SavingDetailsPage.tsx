import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Stat } from '../../../components/ui/Stat';
import { useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { type SavingDetails, useSavingDetails } from '../api/get-saving-details';
import { DepositsTable } from '../components/DepositsTable';

/**
 * /saving-details/:id: the account (member, balance, yearly target) and every deposit
 * (docs/decisions/members.md, "Savings lists").
 */
export function SavingDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const savingId = Number(id);
  const valid = Number.isSafeInteger(savingId) && savingId > 0;
  const user = useStoredUser();
  return (
    <>
      <PageHeader
        title={t('savings.details.title')}
        actions={
          hasKnownRole(user) && screensOf(user) === 'admin' ? (
            <ButtonLink to="/savings" variant="secondary">
              {t('savings.back')}
            </ButtonLink>
          ) : null
        }
      >
        {t('savings.details.intro')}
      </PageHeader>
      {valid ? <SavingDetailsContent savingId={savingId} /> : <Alert>{t('savings.details.notFound')}</Alert>}
    </>
  );
}

function SavingDetailsContent({ savingId }: { savingId: number }) {
  const { t } = useTranslation();
  const details = useSavingDetails(savingId);
  if (details.isPending) return <Loading>{t('savings.loading')}</Loading>;
  if (details.isError) {
    const missing = details.error instanceof ApiError && details.error.status === 404;
    // A missing (or another member's) account is the server's 404 and its message; else
    // docs/spec/errors.md, "Loading".
    return (
      <Alert>{missing ? messageOf(details.error, t('savings.details.notFound')) : t('savings.failed')}</Alert>
    );
  }
  return (
    <div className="space-y-6">
      <AccountSummary saving={details.data.saving} />
      <section aria-labelledby="deposits-heading">
        <h2 id="deposits-heading" className="mb-3 text-base font-semibold text-slate-900">
          {t('savings.deposits.title')}
        </h2>
        <DepositsTable deposits={details.data.deposits} />
      </section>
    </div>
  );
}

function AccountSummary({ saving }: { saving: SavingDetails['saving'] }) {
  const { t } = useTranslation();
  const balance = kesToCents(saving.amount_saved);
  const target = kesToCents(saving.expected_saving);
  // Whole percent towards the yearly target, capped at 100 for the bar.
  const percent = target > 0 ? Math.min(100, Math.floor((balance * 100) / target)) : 0;
  return (
    <Card>
      <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t('savings.details.member')}>
          {saving.user_firstname} {saving.user_lastname}
        </Stat>
        <Stat label={t('savings.details.balance')} emphasis>
          <Money cents={balance} currency />
        </Stat>
        <Stat label={t('savings.details.target')}>
          <Money cents={target} currency />
        </Stat>
        <Stat label={t('savings.details.opened')}>{formatDate(saving.created_at)}</Stat>
      </dl>
      <div className="mt-5">
        <div className="mb-1 flex justify-between text-xs text-slate-500">
          <span>{t('savings.details.towardsTarget')}</span>
          <span className="tabular">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('savings.details.towardsTarget')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </Card>
  );
}
