import type { ContributionKindKind, ContributionKindView, ExpectedEvery } from '@links/domain';
import { formatKES } from '@links/domain/plain';
import { kesToCents } from '../../../lib/money';

/** What kind of money a kind is, in words (docs/decisions/contribution-kinds.md, "The kinds"). */
export const kindLabels: Record<ContributionKindKind, string> = {
  savings: 'Savings',
  fund: 'Fund',
  fee: 'Fee',
};

/** How often a kind's expected amount falls due, after the amount: `KES 200.00 a month`. */
export const everyLabels: Record<ExpectedEvery, string> = { month: 'a month', meeting: 'a meeting' };

/** What each member is expected to bring of a kind (`KES 200.00 a month`), or `—` when nothing is. */
export function expectedText(kind: {
  expected_amount: number | null;
  expected_every: ExpectedEvery | null;
}): string {
  if (kind.expected_amount === null) return '—';
  return `${formatKES(kesToCents(kind.expected_amount))} ${everyLabels[kind.expected_every ?? 'month']}`;
}

/**
 * The kinds an item of a transaction may pay into besides `SAVING`: the open ones other than savings
 * (a closed kind takes no new money; savings has its own type), in the list's order
 * (docs/decisions/contribution-kinds.md, "Items of a kind").
 */
export const payableKinds = (kinds: readonly ContributionKindView[] | undefined) =>
  (kinds ?? []).filter((kind) => kind.active && !kind.is_savings);
