import type { TransactionType } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';
import { en } from '../../../i18n/catalogue-en';

/**
 * What each item type pays into (docs/spec/constants.md, "Kinds and roles": SAVING, LTL, STL); a
 * `CONTRIBUTION` item pays into one of the group's other kinds, named by its kind where the kinds are
 * known (docs/decisions/contribution-kinds.md, "Items of a kind"), a `ROTATION` item into a
 * merry-go-round (docs/decisions/rotations.md, "Paying in"), a `FINE` item the member's fines
 * (docs/decisions/lending.md, "Paying fines"). In the language on screen: `t(transactionTypeWords[type])`.
 */
export const transactionTypeWords = {
  SAVING: msg('transactions.types.SAVING'),
  LTL: msg('transactions.types.LTL'),
  STL: msg('transactions.types.STL'),
  CONTRIBUTION: msg('transactions.types.CONTRIBUTION'),
  ROTATION: msg('transactions.types.ROTATION'),
  FINE: msg('transactions.types.FINE'),
} as const satisfies Record<TransactionType, string>;

/** An item's type as its code, in brackets after its words in a table: `(SAVING)`. */
export const transactionTypeCodes = {
  SAVING: msg('transactions.items.codes.SAVING'),
  LTL: msg('transactions.items.codes.LTL'),
  STL: msg('transactions.items.codes.STL'),
  CONTRIBUTION: msg('transactions.items.codes.CONTRIBUTION'),
  ROTATION: msg('transactions.items.codes.ROTATION'),
  FINE: msg('transactions.items.codes.FINE'),
} as const satisfies Record<TransactionType, string>;

/** The item types' English words, the catalogue's, for a screen not yet in the language on screen. */
export const transactionTypeLabels: Record<TransactionType, string> = en.transactions.types;

/** A kind of contribution, or a merry-go-round, as an item names it: its id and name. */
export interface NamedKind {
  id: number;
  name: string;
}

/**
 * What an item pays into, in words: a `CONTRIBUTION` item by its kind's name (`Welfare fund`), when the
 * group's kinds are known (docs/decisions/contribution-kinds.md, "Items of a kind"); a `ROTATION` item
 * by its merry-go-round's name, when those are known (docs/decisions/rotations.md, "Paying in"); any
 * other by its type, in the language on screen.
 */
export function itemLabel(
  t: TFunction,
  item: { type: TransactionType; contribution_kind_id: number | null; rotation_id: number | null },
  kinds: readonly NamedKind[] = [],
  rotations: readonly NamedKind[] = [],
): string {
  let name: string | undefined;
  if (item.type === 'CONTRIBUTION') name = kinds.find((kind) => kind.id === item.contribution_kind_id)?.name;
  if (item.type === 'ROTATION') name = rotations.find((rotation) => rotation.id === item.rotation_id)?.name;
  return name ?? t(transactionTypeWords[item.type]);
}
