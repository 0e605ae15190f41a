import type { TransactionType } from '@links/domain';

/**
 * What each item type pays into (docs/spec/constants.md, "Kinds and roles": SAVING, LTL, STL); a
 * `CONTRIBUTION` item pays into one of the group's other kinds, named by its kind where the kinds are
 * known (docs/decisions/contribution-kinds.md, "Items of a kind"), a `ROTATION` item into a
 * merry-go-round (docs/decisions/rotations.md, "Paying in"), a `FINE` item the member's fines
 * (docs/decisions/lending.md, "Paying fines").
 */
export const transactionTypeLabels: Record<TransactionType, string> = {
  SAVING: 'Savings',
  LTL: 'Long-term loan',
  STL: 'Short-term loan',
  CONTRIBUTION: 'Contribution',
  ROTATION: 'Merry-go-round',
  FINE: 'Fines',
};

/** A kind of contribution, or a merry-go-round, as an item names it: its id and name. */
export interface NamedKind {
  id: number;
  name: string;
}

/**
 * What an item pays into, in words: a `CONTRIBUTION` item by its kind's name (`Welfare fund`), when the
 * group's kinds are known (docs/decisions/contribution-kinds.md, "Items of a kind"); a `ROTATION` item
 * by its merry-go-round's name, when those are known (docs/decisions/rotations.md, "Paying in"); any
 * other by its type.
 */
export function itemLabel(
  item: { type: TransactionType; contribution_kind_id: number | null; rotation_id: number | null },
  kinds: readonly NamedKind[] = [],
  rotations: readonly NamedKind[] = [],
): string {
  let name: string | undefined;
  if (item.type === 'CONTRIBUTION') name = kinds.find((kind) => kind.id === item.contribution_kind_id)?.name;
  if (item.type === 'ROTATION') name = rotations.find((rotation) => rotation.id === item.rotation_id)?.name;
  return name ?? transactionTypeLabels[item.type];
}
