import type { ContributionKindView, MemberContribution } from '@links/domain';

/** A kind as `GET /contribution-kinds` lists it: a fund that expects nothing and holds nothing, unless told. */
export function contributionKind(
  id: number,
  name: string,
  patch: Partial<ContributionKindView> = {},
): ContributionKindView {
  return {
    id,
    name,
    kind: 'fund',
    is_savings: false,
    expected_amount: null,
    expected_every: null,
    active: true,
    account_id: 100 + id,
    account_code: String(2200 + id),
    balance: 0,
    claim_types: [],
    ...patch,
  };
}

/**
 * The group's kinds (docs/decisions/contribution-kinds.md, "The kinds"), savings first, then by name: its
 * savings, a Registration fee closed to new money, and a Welfare fund of KES 200 a month.
 */
export const CONTRIBUTION_KINDS: ContributionKindView[] = [
  contributionKind(1, 'Savings', {
    kind: 'savings',
    is_savings: true,
    account_id: 9,
    account_code: '2000',
    balance: 125_000,
  }),
  contributionKind(3, 'Registration fee', {
    kind: 'fee',
    expected_amount: 500,
    expected_every: 'month',
    active: false,
    account_code: '4301',
    balance: 1_500,
  }),
  contributionKind(2, 'Welfare fund', {
    expected_amount: 200,
    expected_every: 'month',
    account_code: '2201',
    balance: 2_400.5,
  }),
];

/** The list's answer. */
export const kindsAnswer = (kinds: ContributionKindView[] = CONTRIBUTION_KINDS) => ({
  contribution_kinds: kinds,
});

/** A member's part of a kind as `GET /users/{userId}/contributions` answers it. */
export function memberContribution(kind: ContributionKindView, total: number): MemberContribution {
  return {
    contribution_kind_id: kind.id,
    name: kind.name,
    kind: kind.kind,
    is_savings: kind.is_savings,
    expected_amount: kind.expected_amount,
    expected_every: kind.expected_every,
    total,
  };
}
