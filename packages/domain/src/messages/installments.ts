import { basisPointsToPercent } from '../engine/loans/rounding.js';
import { kes, type Language, type MessageWriter, messageDate } from './text.js';

/*
 * Reminders about a loan's installments (docs/decisions/notifications.md, "Reminders"): three days
 * before one falls due, and once when it becomes overdue.
 */

export interface InstallmentDueFigures {
  loanId: number;
  /** The installment's number in the loan's schedule, from 1. */
  number: number;
  /** What is still to pay of it. */
  amountCents: number;
  dueOn: string;
}

export const installmentDueMessage: MessageWriter<InstallmentDueFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const due = messageDate(f.dueOn, language);
  if (language === 'sw') {
    const sms = `Kumbusho: awamu ya ${f.number} ya mkopo #${f.loanId}, ${amount}, inalipwa tarehe ${due}. Lipa mapema kuepuka faini.`;
    return {
      subject: `Awamu ya mkopo #${f.loanId} inakaribia`,
      body: `Habari. Awamu ya ${f.number} ya mkopo wako #${f.loanId} inalipwa tarehe ${due}: bado ${amount}.\nLipa kabla ya siku hiyo ili usitozwe faini ya kuchelewa.`,
      sms,
    };
  }
  return {
    subject: `Installment of loan #${f.loanId} due on ${due}`,
    body: `Installment ${f.number} of your loan #${f.loanId} is due on ${due}: ${amount} to pay.\nPay before then to avoid a late fine.`,
    sms: `Reminder: installment ${f.number} of loan #${f.loanId}, ${amount}, is due on ${due}. Pay on time to avoid a late fine.`,
  };
};

/** The late fine the group's settings charge, as the overdue reminder warns of it. */
export type LateFineWarning =
  | { kind: 'fixed'; cents: number }
  | { kind: 'percent'; rateBp: number }
  | { kind: 'none' };

export interface InstallmentOverdueFigures {
  loanId: number;
  number: number;
  /** What is unpaid of it now. */
  unpaidCents: number;
  /** The day it fell due: overdue since the day after. */
  dueOn: string;
  fine: LateFineWarning;
}

function fineWarning(fine: LateFineWarning, language: Language): string {
  if (language === 'sw') {
    if (fine.kind === 'fixed') return ` Faini ya ${kes(fine.cents)} inaweza kutozwa.`;
    if (fine.kind === 'percent')
      return ` Faini ya ${basisPointsToPercent(fine.rateBp)}% ya kiasi kisicholipwa inaweza kutozwa.`;
    return '';
  }
  if (fine.kind === 'fixed') return ` A late fine of ${kes(fine.cents)} may follow.`;
  if (fine.kind === 'percent')
    return ` A late fine of ${basisPointsToPercent(fine.rateBp)}% of what is unpaid may follow.`;
  return '';
}

export const installmentOverdueMessage: MessageWriter<InstallmentOverdueFigures> = (language, f) => {
  const amount = kes(f.unpaidCents);
  const due = messageDate(f.dueOn, language);
  const warning = fineWarning(f.fine, language);
  if (language === 'sw') {
    return {
      subject: `Awamu ya mkopo #${f.loanId} imechelewa`,
      body: `Awamu ya ${f.number} ya mkopo wako #${f.loanId} ilipaswa kulipwa tarehe ${due} na bado ${amount} hazijalipwa.${warning}\nTafadhali lipa sasa.`,
      sms: `Awamu ya ${f.number} ya mkopo #${f.loanId} imechelewa tangu ${due}: bado ${amount}.${warning} Lipa sasa.`,
    };
  }
  return {
    subject: `Installment of loan #${f.loanId} is overdue`,
    body: `Installment ${f.number} of your loan #${f.loanId} was due on ${due} and ${amount} of it is unpaid.${warning}\nPlease pay now.`,
    sms: `Installment ${f.number} of loan #${f.loanId} is overdue since ${due}: ${amount} unpaid.${warning} Please pay now.`,
  };
};
