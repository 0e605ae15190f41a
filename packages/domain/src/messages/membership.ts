import { smsWith } from './clip.js';
import { kes, type Language, type MessageWriter, messageDate } from './text.js';

/* Leaving the group and coming back (docs/decisions/member-exits.md; notifications.md, "Kinds"). */

export interface MemberExitedFigures {
  date: string;
  savingsCents: number;
  /** Of the savings: fines of no loan paid, and loans (with their fines) paid. */
  finesPaidCents: number;
  loansPaidCents: number;
  /** Fines the savings could not pay, waived. */
  finesWaivedCents: number;
  /** What the loans exceeded the savings by. */
  shortfallCents: number;
  refundCents: number;
  accountName: string;
}

function exitLines(f: MemberExitedFigures, language: Language): string[] {
  const sw = language === 'sw';
  const lines = [
    sw
      ? `Uanachama wako uliisha tarehe ${messageDate(f.date, language)}.`
      : `Your membership ended on ${messageDate(f.date, language)}.`,
    sw ? `Akiba yako: ${kes(f.savingsCents)}.` : `Your savings: ${kes(f.savingsCents)}.`,
  ];
  const add = (cents: number, en: string, swahili: string) => {
    if (cents > 0) lines.push(`${sw ? swahili : en}: ${kes(cents)}.`);
  };
  add(f.finesPaidCents, 'Your fines were paid from them', 'Faini zako zimelipwa kutoka kwayo');
  add(
    f.finesWaivedCents,
    'Fines your savings could not pay were waived',
    'Faini ambazo akiba haikutosha zimesamehewa',
  );
  add(f.loansPaidCents, 'Your loans were settled from them', 'Mikopo yako imelipwa kutoka kwayo');
  add(f.shortfallCents, 'Your loans exceeded your savings by', 'Mikopo yako ilizidi akiba yako kwa');
  add(f.refundCents, `Refunded to you from ${f.accountName}`, `Umerudishiwa kutoka ${f.accountName}`);
  return lines;
}

export const memberExitedMessage: MessageWriter<MemberExitedFigures> = (language, f) => {
  const on = messageDate(f.date, language);
  const paid = kes(f.finesPaidCents + f.loansPaidCents);
  const refund = kes(f.refundCents);
  const savings = kes(f.savingsCents);
  if (language === 'sw') {
    const refunded = (from: string) => (f.refundCents > 0 ? ` Umerudishiwa ${refund} kutoka ${from}.` : '');
    return {
      subject: 'Umeondoka kwenye kikundi',
      body: exitLines(f, language).join('\n'),
      sms: smsWith(
        (from) =>
          `Uanachama wako uliisha ${on}. Akiba ${savings}; mikopo na faini zilizolipwa ${paid}.${refunded(from)}`,
        f.accountName,
      ),
    };
  }
  const refunded = (from: string) => (f.refundCents > 0 ? ` Refunded to you: ${refund} from ${from}.` : '');
  return {
    subject: 'You have left the group',
    body: exitLines(f, language).join('\n'),
    sms: smsWith(
      (from) =>
        `Your membership ended on ${on}. Savings ${savings}; loans and fines paid ${paid}.${refunded(from)}`,
      f.accountName,
    ),
  };
};

export const memberReactivatedMessage: MessageWriter<Record<string, never>> = (language) =>
  language === 'sw'
    ? {
        subject: 'Karibu tena',
        body: 'Uanachama wako umerejeshwa. Ingia kwa barua pepe na nenosiri lako.',
        sms: 'Karibu tena: uanachama wako umerejeshwa. Ingia kwa barua pepe na nenosiri lako.',
      }
    : {
        subject: 'Welcome back',
        body: 'Your membership is active again. Sign in with your email and password.',
        sms: 'Welcome back: your membership is active again. Sign in with your email and password.',
      };
