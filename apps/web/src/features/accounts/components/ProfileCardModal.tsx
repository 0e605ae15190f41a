import type { MemberAccountRow } from '@links/domain';
import { fullName } from '@links/domain';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { Modal } from '../../../components/ui/Modal';
import { Money } from '../../../components/ui/Money';
import { kesToCents } from '../../../lib/money';
import { HistoryPanel } from '../../audit';
import { useAccountSummary } from '../api/get-account-summary';
import { PasswordActions } from './PasswordActions';
import { PhoneEditor } from './PhoneEditor';

export const PROFILE_FAILED = 'Could not load the member profile';

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
  const summary = useAccountSummary(account?.user_id ?? null);
  const data = summary.data;
  const details = data?.user_details;
  const money = data?.financial_summary;
  const monthlyTarget = money ? kesToCents(money.savings.monthly_target) : 0;
  const longTerm = money ? kesToCents(money.loans.long_term.monthly_payment) : 0;
  const shortTerm = money ? kesToCents(money.loans.short_term.monthly_payment) : 0;
  const total = data ? kesToCents(data.monthly_total) : monthlyTarget + longTerm + shortTerm;
  const name = details ? fullName(details) : account ? fullName(account) : '';

  return (
    <Modal open={open && account !== null} onClose={onClose} title="Member profile">
      <Loaded query={summary} loading="Loading profile..." failed={PROFILE_FAILED}>
        {(_data) => (
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
                <p className="truncate text-sm text-slate-500">{details?.email}</p>
              </div>
            </div>
            <dl
              data-testid="profile-figures"
              className="divide-y divide-slate-200/70 rounded-xl bg-slate-50 px-4 py-1 max-sm:px-3"
            >
              <Row label="Member number">
                <span data-testid="profile-member-number">{details?.member_number}</span>
              </Row>
              {account ? <PhoneEditor userId={account.user_id} phone={details?.phone ?? null} /> : null}
              <Row label="Current savings">
                <Money cents={money ? kesToCents(money.savings.current_amount) : 0} currency />
              </Row>
              <Row label="Monthly contribution">
                <Money cents={monthlyTarget} currency />
              </Row>
              <Row label="Long-term loan installment">
                <Money cents={longTerm} currency />
              </Row>
              <Row label="Short-term loan installment">
                <Money cents={shortTerm} currency />
              </Row>
            </dl>
            <div className="mt-4 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-600/15 ring-inset">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                Total monthly payment
              </p>
              <p className="mt-1 text-2xl font-bold text-brand-900" data-testid="monthly-total">
                <Money cents={total} currency />
              </p>
            </div>
            {account ? (
              <ButtonLink
                to={`/statement/${account.user_id}`}
                onClick={onClose}
                variant="secondary"
                className="mt-4 w-full"
              >
                View statement
              </ButtonLink>
            ) : null}
            {account ? (
              <ChangesGroup>
                <ButtonLink
                  to={`/members/${account.user_id}/exit`}
                  onClick={onClose}
                  variant="secondary"
                  className="mt-2 w-full"
                >
                  Exit or reactivate
                </ButtonLink>
              </ChangesGroup>
            ) : null}
            {account ? (
              <PasswordActions userId={account.user_id} firstname={details?.firstname ?? account.firstname} />
            ) : null}
            {account ? (
              <div className="mt-6">
                <HistoryPanel subject={{ memberId: account.user_id }} compact />
              </div>
            ) : null}
          </div>
        )}
      </Loaded>
    </Modal>
  );
}
