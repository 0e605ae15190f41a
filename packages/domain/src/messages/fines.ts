import { smsWith } from './clip.js';
import { kes, type Language, type MessageWriter, messageDate } from './text.js';

/* Fines charged and waived (docs/decisions/notifications.md, "Kinds"). */

/**
 * Why a fine was charged: an installment paid late, a month's savings below target, or coming late
 * to (or staying away from) a meeting (docs/decisions/meetings.md, "Attendance fines").
 */
export type FineCause =
  | { kind: 'late_installment'; loanId: number; dueOn: string }
  | { kind: 'missed_contribution'; month: string }
  | { kind: 'attendance'; attendance: 'late' | 'absent'; meetingOn: string };

export interface FineChargedFigures {
  amountCents: number;
  chargedOn: string;
  cause: FineCause;
}

/** The month of a contribution, `2026-11`: `Nov 2026`. */
function monthOf(month: string, language: Language): string {
  return messageDate(`${month}-01`, language).replace(/^1 /, '');
}

function causeOf(cause: FineCause, language: Language): string {
  if (cause.kind === 'attendance') {
    const on = messageDate(cause.meetingOn, language);
    if (language === 'sw') {
      return cause.attendance === 'late'
        ? `ulichelewa kwenye mkutano wa ${on}`
        : `hukuhudhuria mkutano wa ${on}`;
    }
    return cause.attendance === 'late'
      ? `you came late to the meeting of ${on}`
      : `you missed the meeting of ${on}`;
  }
  if (language === 'sw') {
    return cause.kind === 'late_installment'
      ? `awamu ya mkopo #${cause.loanId} iliyopaswa kulipwa ${messageDate(cause.dueOn, language)} bado haijalipwa`
      : `akiba ya ${monthOf(cause.month, language)} haikufikia mchango wa mwezi`;
  }
  return cause.kind === 'late_installment'
    ? `the installment of loan #${cause.loanId} due on ${messageDate(cause.dueOn, language)} is unpaid`
    : `your savings for ${monthOf(cause.month, language)} were below the monthly contribution`;
}

export const fineChargedMessage: MessageWriter<FineChargedFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const on = messageDate(f.chargedOn, language);
  const why = causeOf(f.cause, language);
  if (language === 'sw') {
    return {
      subject: `Faini ya ${amount}`,
      body: `Umetozwa faini ya ${amount} tarehe ${on}: ${why}.\nFaini hulipwa kwanza kutoka kwa malipo yako yajayo. Ukiona kosa, bonyeza "Hii si sahihi" kwenye taarifa yako.`,
      sms: `Faini ya ${amount} imetozwa ${on}: ${why}.`,
    };
  }
  return {
    subject: `A fine of ${amount}`,
    body: `A fine of ${amount} was charged on ${on}: ${why}.\nFines are paid first out of your next payments. If this is wrong, say so on your statement.`,
    sms: `A fine of ${amount} was charged on ${on}: ${why}.`,
  };
};

export interface FineWaivedFigures {
  /** What was waived: all that was still owed of it. */
  waivedCents: number;
  chargedOn: string;
  reason: string;
}

export const fineWaivedMessage: MessageWriter<FineWaivedFigures> = (language, f) => {
  const amount = kes(f.waivedCents);
  const on = messageDate(f.chargedOn, language);
  const reason = f.reason.replace(/\s+/g, ' ').trim();
  if (language === 'sw') {
    return {
      subject: 'Faini yako imesamehewa',
      body: `Faini yako ya tarehe ${on} imesamehewa: hutalipa ${amount}.\nSababu: ${reason}`,
      sms: smsWith((why) => `Faini yako ya ${on} imesamehewa, hutalipa ${amount}. Sababu: ${why}`, reason),
    };
  }
  return {
    subject: 'Your fine was waived',
    body: `Your fine charged on ${on} was waived: ${amount} you no longer owe.\nReason: ${reason}`,
    sms: smsWith(
      (why) => `Your fine of ${on} was waived: ${amount} you no longer owe. Reason: ${why}`,
      reason,
    ),
  };
};
