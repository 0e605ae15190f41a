import { centsToKes, formatMoney, type PaymentView, parseKes } from '@links/domain';
import { useState } from 'react';
import { typedAmountError } from '../../../components/form/MoneyField';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import type { SplitItem } from '../api/decide-payment';
import { proposedTexts, refusalsByLine, type SplitLine, useSplitLines } from './split-lines';

/**
 * The treasurer's split of a payment as typed (docs/decisions/payments.md, "A matched payment's
 * transaction"): an amount per line, pre-filled with the pending items; each amount by the money rules
 * and the server's refusal (`error`) of the one it names; the total, which must be the payment's.
 */
export function useSplit(payment: PaymentView, error: unknown) {
  const { t } = useTranslation();
  const lines = useSplitLines(payment);
  const [proposed] = useState(() => proposedTexts(payment));
  const [texts, setTexts] = useState(proposed);
  const [problem, setProblem] = useState<string | undefined>();
  /** The lines of the items last sent, in their order: a refusal names an item by its place. */
  const [sent, setSent] = useState<readonly string[]>([]);
  const textOf = (line: SplitLine) => texts[line.key] ?? '';
  const centsOf = (line: SplitLine) => {
    const parsed = parseKes(textOf(line));
    return parsed.ok ? parsed.cents : 0;
  };
  const typed = new Map(lines.map((line) => [line.key, typedAmountError(line.label, textOf(line))]));
  const refused = refusalsByLine(error, sent);
  const total = lines.reduce((sum, line) => sum + centsOf(line), 0);
  const amount = kesToCents(payment.amount);

  /**
   * What approving sends: no items for the split proposed, the non-zero amounts otherwise, each naming
   * its kind or merry-go-round; undefined (and why, shown) when the split cannot stand.
   */
  const body = (): { items?: SplitItem[] } | undefined => {
    if ([...typed.values()].some(Boolean)) return undefined;
    if (total !== amount) {
      setProblem(
        t('payments.dialogs.notAddingUp', { total: formatMoney(total), amount: formatMoney(amount) }),
      );
      return undefined;
    }
    const changed = lines.some((line) => textOf(line).trim() !== (proposed[line.key] ?? ''));
    const chosen = lines.filter((line) => centsOf(line) > 0);
    setSent(chosen.map((line) => line.key));
    const items = chosen.map((line) => ({ ...line.target, transaction_amount: centsToKes(centsOf(line)) }));
    return changed ? { items } : {};
  };

  return {
    lines,
    total,
    amount,
    problem,
    body,
    textOf,
    errorOf: (line: SplitLine) => typed.get(line.key) ?? refused[line.key],
    /** The server's messages shown under a line, which the dialog's alert need not repeat. */
    saidUnderLines: Object.values(refused),
    change: (line: SplitLine, text: string) => {
      setTexts((current) => ({ ...current, [line.key]: text }));
      setProblem(undefined);
    },
  };
}
