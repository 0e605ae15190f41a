import { formatMoney } from '../../engine/money.js';

/** A line of a statement as the checks read it, in the order it happened. */
export interface CheckedLine {
  reference: string;
  date: string;
  /** In cents; a line that moved no money (not completed) is left out of the balance walk. */
  moneyIn: number;
  moneyOut: number;
  /** The statement's Balance column after the line, in cents, when it gives one. */
  balance: number | null;
  movedMoney: boolean;
}

export interface StatementFinding {
  kind: 'repeated_line' | 'balance_break';
  reference: string;
  date: string;
  message: string;
}

/**
 * The lines whose Balance does not follow from the balance before them and what they moved
 * (docs/decisions/money-findings.md, "Findings of a statement"). The walk starts at the first line
 * that gives a balance; a line without one carries the expected balance on.
 */
export function balanceBreaks(lines: readonly CheckedLine[]): StatementFinding[] {
  const found: StatementFinding[] = [];
  let expected: number | null = null;
  for (const line of lines) {
    if (!line.movedMoney) continue;
    const net = line.moneyIn - line.moneyOut;
    if (expected !== null) expected += net;
    if (line.balance === null) continue;
    if (expected !== null && expected !== line.balance) {
      found.push({
        kind: 'balance_break',
        reference: line.reference,
        date: line.date,
        message:
          `${line.reference || 'A line'} on ${line.date}: the statement's balance is ` +
          `${formatMoney(line.balance)}, but the line before it and its amount give ${formatMoney(expected)}.`,
      });
    }
    expected = line.balance;
  }
  return found;
}

/** A payment listed twice in one statement: kept once (docs/decisions/money-findings.md). */
export function repeatedLine(line: { reference: string; date: string; moneyIn: number }): StatementFinding {
  return {
    kind: 'repeated_line',
    reference: line.reference,
    date: line.date,
    message:
      `${line.reference} on ${line.date}: the statement lists the payment of ${formatMoney(line.moneyIn)} ` +
      'again; it is one payment and was kept once.',
  };
}
