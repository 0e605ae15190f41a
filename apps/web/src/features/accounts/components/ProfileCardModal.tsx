import type { AccountSummary, MemberAccountRow } from '@links/domain';
import { fullName } from '@links/domain';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { Modal } from '../../../components/ui/Modal';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { HistoryPanel } from '../../audit';
import { useAccountSummary } from '../api/get-account-summary';
import { PasswordActions } from './PasswordActions';
import { PhoneEditor } from './PhoneEditor';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The modal member profile card of docs/spec/screens.md, "Summary cards" (Accounts): name, email, monthly
 * contribution, the loan installments and the total monthly payment, from `GET /accounts/{userId}`.
 */
export function ProfileCardModal({
  account,
  open,
  onClose,
}: {
  account: MemberAccountRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const summary = useAccountSummary(account?.user_id ?? null);
  return (
    <Modal open={open && account !== null} onClose={onClose} title={t('accounts.profile.title')}>
      <Loaded query={summary} loading={t('accounts.profile.loading')} failed={t('accounts.profile.failed')}>
        {(data) => (account ? <ProfileCard account={account} data={data} onClose={onClose} /> : null)}
      </Loaded>
    </Modal>
  );
}

/** The card's content: who the member is, their monthly figures, and what an official may do. */
function ProfileCard({
  account,
  data,
  onClose,
}: {
  account: MemberAccountRow;
  data: AccountSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = data.user_details;
  const name = fullName(details);
  return (
    <div data-testid="profile-card">
      <div className="mb-4 flex items-center gap-3">
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-500">{details.email}</p>
        </div>
      </div>
      <MonthlyFigures account={account} data={data} />
      <ButtonLink
        to={`/statement/${account.user_id}`}
        onClick={onClose}
        variant="secondary"
        className="mt-4 w-full"
      >
        {t('accounts.profile.statement')}
      </ButtonLink>
      <ChangesGroup>
        <ButtonLink
          to={`/members/${account.user_id}/exit`}
          onClick={onClose}
          variant="secondary"
          className="mt-2 w-full"
        >
          {t('accounts.profile.exit')}
        </ButtonLink>
      </ChangesGroup>
      <PasswordActions userId={account.user_id} firstname={details.firstname} />
      <div className="mt-6">
        <HistoryPanel subject={{ memberId: account.user_id }} compact />
      </div>
    </div>
  );
}

/** The member's number and phone, and what they owe a month: savings, each loan's installment, the total. */
function MonthlyFigures({ account, data }: { account: MemberAccountRow; data: AccountSummary }) {
  const { t } = useTranslation();
  const details = data.user_details;
  const money = data.financial_summary;
  const monthlyTarget = kesToCents(money.savings.monthly_target);
  const longTerm = kesToCents(money.loans.long_term.monthly_payment);
  const shortTerm = kesToCents(money.loans.short_term.monthly_payment);
  return (
    <>
      <dl
        data-testid="profile-figures"
        className="divide-y divide-slate-200/70 rounded-xl bg-slate-50 px-4 py-1 max-sm:px-3"
      >
        <Row label={t('accounts.profile.memberNumber')}>
          <span data-testid="profile-member-number">{details.member_number}</span>
        </Row>
        <PhoneEditor userId={account.user_id} phone={details.phone ?? null} />
        <Row label={t('accounts.profile.currentSavings')}>
          <Money cents={kesToCents(money.savings.current_amount)} currency />
        </Row>
        <Row label={t('accounts.profile.monthlyContribution')}>
          <Money cents={monthlyTarget} currency />
        </Row>
        <Row label={t('accounts.profile.longTermInstallment')}>
          <Money cents={longTerm} currency />
        </Row>
        <Row label={t('accounts.profile.shortTermInstallment')}>
          <Money cents={shortTerm} currency />
        </Row>
      </dl>
      <div className="mt-4 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-600/15 ring-inset">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
          {t('accounts.profile.monthlyTotal')}
        </p>
        <p className="mt-1 text-2xl font-bold text-brand-900" data-testid="monthly-total">
          <Money cents={kesToCents(data.monthly_total)} currency />
        </p>
      </div>
    </>
  );
}
