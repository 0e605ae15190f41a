/** A line of an imported statement, as reconciliation pairs it. */
export interface StatementSideLine {
  id: number;
  date: string;
  /** Money in less money out, in cents. */
  net: number;
  /** The books entries this line is known to be (its payment's approved items, or a receipt typed by hand). */
  entryIds: readonly number[];
}

/** A movement of the account in the books. */
export interface BooksSideEntry {
  entryId: number;
  date: string;
  /** Debit less credit on the account, in cents. */
  net: number;
}

export interface Pairing {
  unpairedLines: number[];
  unpairedEntries: number[];
}

/** How far apart (in days) a statement line and a books entry of the same amount may be to pair. */
export const PAIRING_DAYS = 3;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Pairs the statement's lines with the books' entries of the same account
 * (docs/decisions/payments.md, "Reconciliation", the reconciliation): first the entries a line is known to be
 * (its payment's approved items, which must add up to the line), then, for the rest, one entry of the same
 * amount and direction within three days, the closest date first. What stays unpaired on either side explains
 * the difference.
 */
export function pairStatementWithBooks(
  lines: readonly StatementSideLine[],
  entries: readonly BooksSideEntry[],
): Pairing {
  const free = new Map(entries.map((entry) => [entry.entryId, entry]));
  const unpaired: StatementSideLine[] = [];
  for (const line of lines) {
    const known = line.entryIds.map((id) => free.get(id));
    const found = known.length > 0 && known.every((entry) => entry !== undefined);
    const total = known.reduce((sum, entry) => sum + (entry?.net ?? 0), 0);
    if (found && total === line.net) for (const id of line.entryIds) free.delete(id);
    else unpaired.push(line);
  }
  const unpairedLines: number[] = [];
  const byDate = [...unpaired].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  for (const line of byDate) {
    let best: BooksSideEntry | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const entry of free.values()) {
      if (entry.net !== line.net || line.net === 0) continue;
      const gap = Math.abs(dayNumber(entry.date) - dayNumber(line.date));
      if (gap > PAIRING_DAYS) continue;
      if (gap < bestGap || (gap === bestGap && best && entry.entryId < best.entryId)) {
        best = entry;
        bestGap = gap;
      }
    }
    if (best) free.delete(best.entryId);
    else unpairedLines.push(line.id);
  }
  return {
    unpairedLines: unpairedLines.sort((a, b) => a - b),
    unpairedEntries: [...free.keys()].sort((a, b) => a - b),
  };
}

/**
 * The lines of a statement in the order they happened. Exports list them newest first or oldest
 * first; lines of the same second (a payment and its charge) keep the file's order, read in the
 * file's direction.
 */
export function inTimeOrder<Line extends { instant: string }>(lines: readonly Line[]): Line[] {
  const first = lines[0]?.instant ?? '';
  const last = lines.at(-1)?.instant ?? '';
  const fileOrder = first > last ? [...lines].reverse() : [...lines];
  return fileOrder
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.instant.localeCompare(b.line.instant) || a.index - b.index)
    .map(({ line }) => line);
}
