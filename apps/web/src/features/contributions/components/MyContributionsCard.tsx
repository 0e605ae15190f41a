import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { kesToCents } from '../../../lib/money';
import { useMemberContributions } from '../api/member-contributions';
import { expectedText, kindLabels } from './kinds';

export const MY_CONTRIBUTIONS_FAILED = 'Failed to load your contributions';

/**
 * The member's part of each kind of contribution besides savings (docs/decisions/contribution-kinds.md,
 * "Each member's part"): what they have put in, and what each member is expected to bring. Savings have
 * their own card; a group that collects nothing else shows no card at all.
 */
export function MyContributionsCard({ userId }: { userId: number }) {
  const contributions = useMemberContributions(userId);
  if (contributions.isError) return <Alert>{MY_CONTRIBUTIONS_FAILED}</Alert>;
  const kinds = (contributions.data ?? []).filter((kind) => !kind.is_savings);
  if (kinds.length === 0) return null;
  return (
    <Card
      title="My contributions"
      description="What you have put into each of the group's funds and fees."
      className="max-w-xl"
    >
      <ul className="-my-3 divide-y divide-slate-100" data-testid="my-contributions">
        {kinds.map((kind) => (
          <li
            key={kind.contribution_kind_id}
            className="flex items-start justify-between gap-4 py-3"
            data-testid="my-contribution"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{kind.name}</p>
              <p className="text-xs text-slate-500">
                {kindLabels[kind.kind]}
                {kind.expected_amount === null ? '' : ` · Expected ${expectedText(kind)}`}
              </p>
            </div>
            <Money
              cents={kesToCents(kind.total)}
              currency
              className="shrink-0 text-base font-semibold text-brand-800"
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
