import type { ContributionKindView } from '@links/domain';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { UserIdMissing } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { useFunds } from '../api/fund-claims';
import { FundClaimForm } from '../components/FundClaimForm';
import { FundClaimsList } from '../components/FundClaimsList';
import { FundSummary } from '../components/FundSummary';

interface FundViewProps {
  fund: ContributionKindView;
  everyone: boolean;
  decides: boolean;
  /** The New claim form, when it is open. */
  form: ReactNode;
}

/** One fund: what it holds and the types it pays, the New claim form when open, then its claims. */
function FundView({ fund, everyone, decides, form }: FundViewProps) {
  return (
    <div className="space-y-6">
      <FundSummary fund={fund} />
      {form}
      <FundClaimsList fund={fund} everyone={everyone} decides={decides} />
    </div>
  );
}

/**
 * /fund-claims, the Welfare screen (docs/decisions/fund-claims.md, "The fund's screen"): each of the
 * group's funds with what it holds, its claim types and its claims, one fund at a time (a tab each, kept
 * in the URL) when there are several. A member claims for themselves and sees their own claims; an
 * official claims for a picked member, and pays or rejects; the auditor reads every claim and changes
 * nothing (docs/decisions/offices.md).
 */
export function FundClaimsPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const params = useQueryParams<'fund'>();
  const { funds, isPending, isError } = useFunds();
  const [asking, setAsking] = useState(false);
  if (!hasKnownRole(user) || !user.users_id) return <UserIdMissing />;
  const everyone = screensOf(user) === 'admin';
  const decides = changesGroup(user);
  // An official claims for any member (the picker); a member for themselves; the auditor not at all.
  const claims = decides || !everyone;
  const shown = funds?.findIndex((fund) => String(fund.id) === params.get('fund')) ?? -1;
  const index = Math.max(0, shown);
  const fund = funds?.[index];
  // The form starts on the fund on screen; it is the fund's own, so another tab starts another.
  const formOf = (on: ContributionKindView) =>
    funds && claims && asking ? (
      <Card className="max-w-xl">
        <FundClaimForm funds={funds} fundId={on.id} claimant={decides ? undefined : user.users_id} />
      </Card>
    ) : null;
  return (
    <>
      <PageHeader
        title={t('fundClaims.title')}
        actions={
          claims && fund ? (
            <Button aria-expanded={asking} onClick={() => setAsking(!asking)}>
              {asking ? t('fundClaims.closeNewClaim') : t('fundClaims.newClaim')}
            </Button>
          ) : undefined
        }
      >
        {t('fundClaims.intro')}
      </PageHeader>
      {isPending ? <Loading>{t('fundClaims.loadingFunds')}</Loading> : null}
      {isError ? <Alert>{t('fundClaims.fundsFailed')}</Alert> : null}
      {funds && !fund ? <Alert tone="info">{t('fundClaims.noFund')}</Alert> : null}
      {funds && fund && funds.length > 1 ? (
        <Tabs
          tabs={funds.map((f) => ({
            label: f.name,
            content: <FundView fund={f} everyone={everyone} decides={decides} form={formOf(f)} />,
          }))}
          selected={index}
          onChange={(to) => params.set({ fund: String(funds[to]?.id ?? '') })}
        />
      ) : null}
      {fund && funds?.length === 1 ? (
        <FundView fund={fund} everyone={everyone} decides={decides} form={formOf(fund)} />
      ) : null}
    </>
  );
}
