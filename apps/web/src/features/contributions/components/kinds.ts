import type { ContributionKindKind, ContributionKindView, ExpectedEvery } from '@links/domain';
import { formatKES } from '@links/domain/plain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';
import { kesToCents } from '../../../lib/money';

/** What kind of money a kind is, in words (docs/decisions/contribution-kinds.md, "The kinds"). */
const kindWords: Record<ContributionKindKind, `contributions.kinds.${ContributionKindKind}`> = {
  savings: msg('contributions.kinds.savings'),
  fund: msg('contributions.kinds.fund'),
  fee: msg('contributions.kinds.fee'),
};

/** `Fund`, in the language on screen; a kind the web does not know yet shows as the server names it. */
export const kindLabel = (t: TFunction, kind: ContributionKindKind): string =>
  Object.hasOwn(kindWords, kind) ? t(kindWords[kind]) : kind;

/** How often a kind's expected amount falls due, with the amount: `KES 200.00 a month`. */
const everyWords: Record<ExpectedEvery, `contributions.every.${ExpectedEvery}`> = {
  month: msg('contributions.every.month'),
  meeting: msg('contributions.every.meeting'),
};

/** What each member is expected to bring of a kind (`KES 200.00 a month`), or `—` when nothing is. */
export function expectedText(
  kind: { expected_amount: number | null; expected_every: ExpectedEvery | null },
  t: TFunction,
): string {
  if (kind.expected_amount === null) return '—';
  const amount = formatKES(kesToCents(kind.expected_amount));
  return t(everyWords[kind.expected_every ?? 'month'], { amount });
}

/**
 * The kinds an item of a transaction may pay into besides `SAVING`: the open ones other than savings
 * (a closed kind takes no new money; savings has its own type), in the list's order
 * (docs/decisions/contribution-kinds.md, "Items of a kind").
 */
export const payableKinds = (kinds: readonly ContributionKindView[] | undefined) =>
  (kinds ?? []).filter((kind) => kind.active && !kind.is_savings);
