import { type GroupActivityKind, type GroupActivityPerson, groupActivityLabels } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import type { GroupActivityItem } from '../api/get-group-activity';

/** The kinds always paid to (or forgiven, or refunded to) a member; a reversal names one when it took a payment back. */
const FOR_A_MEMBER = new Set<GroupActivityKind>(['loan', 'fine_waiver', 'withdrawal', 'member_exit']);

const nameOf = (person: GroupActivityPerson | null, otherwise: string) => person?.name ?? otherwise;

/** One payout: what, how much, for whom, and who asked and approved. */
function Payout({ item, hidden }: { item: GroupActivityItem; hidden: boolean }) {
  const approvers = item.approved_by.map((person) => person.name).join(', ') || 'No one recorded';
  const forWhom = FOR_A_MEMBER.has(item.kind)
    ? nameOf(item.beneficiary, hidden ? 'A member (name hidden)' : 'A member')
    : item.beneficiary?.name;
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="payout">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-slate-900">{groupActivityLabels[item.kind]}</p>
        <Money cents={kesToCents(item.amount)} currency className="font-semibold text-slate-900" />
      </div>
      <p className="mt-0.5 text-sm text-slate-700">{item.purpose}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline">Date: </dt>
          <dd className="inline">{formatDate(item.date)}</dd>
        </div>
        {forWhom ? (
          <div>
            <dt className="inline">For: </dt>
            <dd className="inline">{forWhom}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline">Asked by: </dt>
          <dd className="inline">{nameOf(item.asked_by, 'The member (name hidden)')}</dd>
        </div>
        <div>
          <dt className="inline">Approved by: </dt>
          <dd className="inline">{approvers}</dd>
        </div>
      </dl>
    </li>
  );
}

export function PayoutList({ items, hidden }: { items: GroupActivityItem[]; hidden: boolean }) {
  if (items.length === 0) {
    return (
      <p className="px-5 py-8 text-center text-sm text-slate-500">The group has paid nothing out yet.</p>
    );
  }
  return (
    <ul aria-label="Payouts" className="divide-y divide-slate-100">
      {items.map((item) => (
        <Payout key={item.id} item={item} hidden={hidden} />
      ))}
    </ul>
  );
}
