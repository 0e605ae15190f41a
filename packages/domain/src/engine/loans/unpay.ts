import { cents } from '../money.js';
import type { InstallmentState } from './allocation.js';

/** What one repayment put into a loan's installments, as its payment record keeps it. */
export interface RepaymentParts {
  interest: number;
  principal: number;
}

/**
 * Takes one repayment back out of a loan's installments (docs/decisions/reversals.md, "Loan repayments"): the
 * installments as if it had never been paid. A repayment fills the installments in due order, each one's
 * interest before its principal, so the interest paid and the principal paid each fill the installments from
 * the first; the latest repayment is therefore the last part of each, and is taken off from the last
 * installment back. An early settlement's waived interest is waived by the settlement only, which clears the
 * loan and so is always its latest repayment: taking it back un-waives it. Only the latest repayment of a
 * loan may be taken back this way (a later one stands in the way of an earlier one).
 */
export function unpayInstallments(
  installments: readonly InstallmentState[],
  parts: RepaymentParts,
): InstallmentState[] {
  let interest = parts.interest;
  let principal = parts.principal;
  if (!Number.isSafeInteger(interest) || !Number.isSafeInteger(principal) || interest < 0 || principal < 0) {
    throw new RangeError('A repayment taken back must be whole cents, not negative');
  }
  const lastFirst = [...installments].sort((a, b) => b.number - a.number);
  const after = lastFirst.map((row): InstallmentState => {
    const fromPrincipal = Math.min(principal, row.principalPaid);
    principal -= fromPrincipal;
    const fromInterest = Math.min(interest, row.interestPaid);
    interest -= fromInterest;
    return {
      ...row,
      principalPaid: cents(row.principalPaid - fromPrincipal),
      interestPaid: cents(row.interestPaid - fromInterest),
      interestWaived: cents(0),
    };
  });
  if (interest > 0 || principal > 0) {
    throw new RangeError('The repayment taken back is more than the installments were paid');
  }
  return after.reverse();
}
