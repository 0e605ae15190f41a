import { reversalNeedsTreasurer, type StatementFinding, type StatementImportAnswer } from '@links/domain';

/** What an import, or one part of it, did with the statement's lines. */
export interface Tally {
  imported: number;
  duplicates: number;
  matched: number;
  unmatched: number;
  skipped: number;
  /**
   * The lines kept nowhere for their dates (docs/decisions/payments.md, "Money dates"), also counted in
   * `skipped`.
   */
  skipped_lines: StatementImportAnswer['skipped_lines'];
  withdrawals: StatementImportAnswer['withdrawals'];
  reversals: StatementImportAnswer['reversals'];
  /** Lines the statement repeats, and balances that do not follow (docs/decisions/money-findings.md). */
  findings: StatementFinding[];
}

export const emptyTally = (): Tally => ({
  imported: 0,
  duplicates: 0,
  matched: 0,
  unmatched: 0,
  skipped: 0,
  skipped_lines: [],
  withdrawals: [],
  reversals: [],
  findings: [],
});

/** The parts' tallies together, in the statement's order. */
export const sumOf = (a: Tally, b: Tally): Tally => ({
  imported: a.imported + b.imported,
  duplicates: a.duplicates + b.duplicates,
  matched: a.matched + b.matched,
  unmatched: a.unmatched + b.unmatched,
  skipped: a.skipped + b.skipped,
  skipped_lines: [...a.skipped_lines, ...b.skipped_lines],
  withdrawals: [...a.withdrawals, ...b.withdrawals],
  reversals: [...a.reversals, ...b.reversals],
  findings: [...a.findings, ...b.findings],
});

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function answerOf(tally: Tally): StatementImportAnswer {
  const toAct = tally.reversals.filter((reversal) => reversalNeedsTreasurer(reversal.outcome)).length;
  const dated = tally.skipped_lines.length;
  const message =
    `Statement imported: ${plural(tally.imported, 'new payment')} (${tally.matched} matched, ` +
    `${tally.unmatched} unmatched), ${tally.duplicates} already recorded, ${plural(tally.skipped - dated, 'other line')}.` +
    (dated > 0 ? ` ${plural(dated, 'line')} skipped for ${dated === 1 ? 'its date' : 'their dates'}.` : '') +
    (toAct > 0 ? ` ${plural(toAct, 'reversal')} of M-Pesa to act on.` : '') +
    (tally.findings.length > 0
      ? ` ${plural(tally.findings.length, 'finding')} in the statement to look at.`
      : '');
  return { ...tally, message };
}

/** The import's audit record: what the statement brought in. */
export function importRecordFields(accountId: number, tally: Tally) {
  return {
    account_id: accountId,
    imported: tally.imported,
    duplicates: tally.duplicates,
    matched: tally.matched,
    unmatched: tally.unmatched,
    skipped: tally.skipped,
    ...(tally.skipped_lines.length > 0 ? { skipped_for_date: tally.skipped_lines.length } : {}),
    ...(tally.findings.length > 0
      ? { findings: tally.findings.map(({ kind, reference }) => ({ kind, reference })) }
      : {}),
    // The reversals, when there are any: which receipt each took back and what became of it.
    ...(tally.reversals.length > 0
      ? {
          reversals: tally.reversals.map(({ reference, receipt, outcome }) => ({
            reference,
            receipt,
            outcome,
          })),
        }
      : {}),
  };
}
