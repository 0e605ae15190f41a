import {
  centsToKes,
  formatMoney,
  type PaymentView,
  parseKes,
  SPLIT_TYPES,
  type SplitType,
} from '@links/domain';
import { useState } from 'react';
import { typedAmountError } from '../../../components/form/MoneyField';
import { Alert } from '../../../components/ui/Alert';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { kesToCents } from '../../../lib/money';
import { transactionTypeLabels } from '../../transactions';
import type { SplitItem } from '../api/decide-payment';
import { PaymentDialog, type PaymentDialogProps, usePaymentDecision } from './PaymentDialog';

export const MAKER_CHECKER_NOTE = 'You imported or assigned this payment: another admin approves it.';

type Texts = Record<SplitType, string>;

const isSplitType = (type: string): type is SplitType => (SPLIT_TYPES as readonly string[]).includes(type);

/**
 * The pending items of the split's types (docs/decisions/payments.md, "The proposed split"): a payment is
 * split into savings and the loans only, so only those are offered and sent.
 */
const textsOf = (payment: PaymentView): Texts => {
  const texts: Texts = { LTL: '', STL: '', SAVING: '' };
  for (const item of payment.items) {
    if (item.status === 'Pending' && isSplitType(item.type)) texts[item.type] = String(item.amount);
  }
  return texts;
};

/**
 * Approves a pending payment into the account it came into, with the proposed split (installments
 * due, long-term then short-term, then savings) or the treasurer's own; the split must add up.
 */
export function ApprovePaymentDialog(props: PaymentDialogProps) {
  const { payment } = props;
  const { send, frame } = usePaymentDecision(props);
  const proposed = textsOf(payment);
  const [texts, setTexts] = useState<Texts>(proposed);
  const [problem, setProblem] = useState<string | undefined>();
  const errors = Object.fromEntries(
    SPLIT_TYPES.map((type) => [type, typedAmountError(transactionTypeLabels[type], texts[type])]),
  ) as Partial<Record<SplitType, string>>;
  const total = SPLIT_TYPES.reduce((sum, type) => {
    const parsed = parseKes(texts[type]);
    return sum + (parsed.ok ? parsed.cents : 0);
  }, 0);
  const amount = kesToCents(payment.amount);

  const submit = () => {
    if (Object.values(errors).some(Boolean)) return;
    if (total !== amount) {
      setProblem(
        `The items add up to KES ${formatMoney(total)}, not the payment's KES ${formatMoney(amount)}.`,
      );
      return;
    }
    const changed = SPLIT_TYPES.some((type) => texts[type].trim() !== proposed[type]);
    const items: SplitItem[] = SPLIT_TYPES.flatMap((type) => {
      const parsed = parseKes(texts[type]);
      return parsed.ok && parsed.cents > 0
        ? [{ transaction_type: type, transaction_amount: centsToKes(parsed.cents) }]
        : [];
    });
    send({ action: 'approve', ...(changed ? { items } : {}) });
  };

  return (
    <PaymentDialog kind="approve" {...frame} onSubmit={submit} disabled={!payment.can_approve}>
      <p className="text-sm text-slate-600">
        {payment.member_name} ({payment.member_number}). Received into{' '}
        {payment.account?.name ?? 'the M-Pesa account'}.
      </p>
      {!payment.can_approve ? <Alert tone="info">{MAKER_CHECKER_NOTE}</Alert> : null}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Split</legend>
        {SPLIT_TYPES.map((type) => (
          <MoneyInput
            key={type}
            label={transactionTypeLabels[type]}
            value={texts[type]}
            onChange={(value) => {
              setTexts((current) => ({ ...current, [type]: value }));
              setProblem(undefined);
            }}
            error={errors[type]}
          />
        ))}
        <p
          className={`text-sm ${total === amount ? 'text-slate-600' : 'text-red-700'}`}
          data-testid="split-total"
        >
          Total KES {formatMoney(total)} of KES {formatMoney(amount)}
        </p>
        {problem ? <Alert>{problem}</Alert> : null}
      </fieldset>
    </PaymentDialog>
  );
}
