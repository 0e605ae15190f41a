import type { GroupActivityKind, GroupActivityPerson } from '@links/domain';
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import type { GroupActivityItem } from '../api/get-group-activity';

/** The kinds always paid to (or forgiven, or refunded to) a member; a reversal names one when it took a payment back. */
const FOR_A_MEMBER = new Set<GroupActivityKind>(['loan', 'fine_waiver', 'withdrawal', 'member_exit']);

const kindWords: Record<GroupActivityKind, `groupMoney.kinds.${GroupActivityKind}`> = {
  loan: msg('groupMoney.kinds.loan'),
  expense: msg('groupMoney.kinds.expense'),
  transfer: msg('groupMoney.kinds.transfer'),
  fine_waiver: msg('groupMoney.kinds.fine_waiver'),
  share_out: msg('groupMoney.kinds.share_out'),
  withdrawal: msg('groupMoney.kinds.withdrawal'),
  member_exit: msg('groupMoney.kinds.member_exit'),
  reversal: msg('groupMoney.kinds.reversal'),
  fund_claim: msg('groupMoney.kinds.fund_claim'),
  rotation_pot: msg('groupMoney.kinds.rotation_pot'),
};

/** A payout's kind, in the language on screen; a kind the web does not know yet as the server names it. */
const kindOf = (t: TFunction, kind: GroupActivityKind): string =>
  Object.hasOwn(kindWords, kind) ? t(kindWords[kind]) : kind;

const nameOf = (person: GroupActivityPerson | null, otherwise: string) => person?.name ?? otherwise;

/** One payout: what, how much, for whom, and who asked and approved. What it was for is the server's words. */
function Payout({ item, hidden }: { item: GroupActivityItem; hidden: boolean }) {
  const { t } = useTranslation();
  const approvers = item.approved_by.map((person) => person.name).join(', ') || t('groupMoney.payout.noOne');
  const forWhom = FOR_A_MEMBER.has(item.kind)
    ? nameOf(item.beneficiary, hidden ? t('groupMoney.payout.hiddenMember') : t('groupMoney.payout.aMember'))
    : item.beneficiary?.name;
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="payout">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-slate-900">{kindOf(t, item.kind)}</p>
        <Money cents={kesToCents(item.amount)} currency className="font-semibold text-slate-900" />
      </div>
      <p translate="no" className="mt-0.5 text-sm text-slate-700">
        {item.purpose}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline">{t('groupMoney.payout.date')} </dt>
          <dd className="inline">{formatDate(item.date)}</dd>
        </div>
        {forWhom ? (
          <div>
            <dt className="inline">{t('groupMoney.payout.for')} </dt>
            <dd className="inline">{forWhom}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline">{t('groupMoney.payout.askedBy')} </dt>
          <dd className="inline">{nameOf(item.asked_by, t('groupMoney.payout.hiddenAsker'))}</dd>
        </div>
        <div>
          <dt className="inline">{t('groupMoney.payout.approvedBy')} </dt>
          <dd className="inline">{approvers}</dd>
        </div>
      </dl>
    </li>
  );
}

export function PayoutList({ items, hidden }: { items: GroupActivityItem[]; hidden: boolean }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <p className="px-5 py-8 text-center text-sm text-slate-500">{t('groupMoney.payouts.none')}</p>;
  }
  return (
    <ul aria-label={t('groupMoney.payouts.label')} className="divide-y divide-slate-100">
      {items.map((item) => (
        <Payout key={item.id} item={item} hidden={hidden} />
      ))}
    </ul>
  );
}
