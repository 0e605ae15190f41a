import { endingWith, firstFitting, hello } from './fit.js';
import { kes, type Language, type MessageText, messageDate, shortName } from './text.js';

/*
 * A member's payment, approved or rejected (docs/decisions/notifications.md, "Receipts"): what came
 * in, where it went, what they hold and owe after it, and the receipt number to quote.
 */

export interface PaymentApprovedFigures {
  firstname: string;
  /** Cents approved, the parts' sum. */
  amount: number;
  /** The day the money came in, ISO. */
  date: string;
  /** Cents each part received; 0 for a part the payment did not touch. */
  savings: number;
  longTerm: number;
  shortTerm: number;
  /** The member's savings after it. */
  savingsBalance: number;
  /** What their loans owe after it; null when they have none. */
  loanBalance: number | null;
  /** The M-Pesa receipt or reference, else `TRN-<id>`. */
  receipt: string;
}

const PARTS = {
  en: { savings: 'Savings', longTerm: 'Long-term loan', shortTerm: 'Short-term loan' },
  sw: { savings: 'Akiba', longTerm: 'Mkopo wa muda mrefu', shortTerm: 'Mkopo wa muda mfupi' },
} as const;

/** The short words of the parts, for an SMS with all three. */
const SHORT_PARTS = {
  en: { savings: 'sav', longTerm: 'LT loan', shortTerm: 'ST loan' },
  sw: { savings: 'akiba', longTerm: 'mkopo mrefu', shortTerm: 'mkopo mfupi' },
} as const;

const LOWER_PARTS = { savings: 'savings', longTerm: 'long-term loan', shortTerm: 'short-term loan' };

type Part = keyof (typeof PARTS)['en'];
const PART_ORDER: readonly Part[] = ['savings', 'longTerm', 'shortTerm'];

const partsOf = (f: PaymentApprovedFigures) => PART_ORDER.filter((part) => f[part] > 0);

export function paymentApprovedMessage(language: Language, f: PaymentApprovedFigures): MessageText {
  const receipt = shortName(f.receipt, 20);
  const date = messageDate(f.date, language);
  const parts = partsOf(f);
  const lines = parts.map((part) => `- ${PARTS[language][part]}: ${kes(f[part])}`).join('\n');
  const split = (words: Record<Part, string>, money: (cents: number) => string) =>
    parts.map((part) => `${words[part]} ${money(f[part])}`).join(', ');
  const bare = (cents: number) => kes(cents).slice(4);
  if (language === 'sw') {
    const owed =
      f.loanBalance === null ? 'Huna deni la mkopo.' : `Deni la mikopo yako sasa ni ${kes(f.loanBalance)}.`;
    const smsOwed = (money: (cents: number) => string) =>
      f.loanBalance === null ? '' : `, deni ${money(f.loanBalance)}`;
    return {
      subject: `Risiti ${receipt}: tumepokea ${kes(f.amount)}`,
      body: `${hello(language, f.firstname)}\n\nMalipo yako ya ${kes(f.amount)} ya tarehe ${date} yamepokelewa na kuidhinishwa. Yamegawanywa hivi:\n${lines}\n\nAkiba yako sasa ni ${kes(f.savingsBalance)}. ${owed}\nNambari ya risiti: ${receipt}`,
      sms: firstFitting(
        `Risiti ${receipt}: tumepokea ${kes(f.amount)} tar ${date}: ${split(SHORT_PARTS.sw, kes)}. Akiba sasa ${kes(f.savingsBalance)}${smsOwed(kes)}.`,
        `Risiti ${receipt}: ${kes(f.amount)} tar ${date}: ${split(SHORT_PARTS.sw, bare)}. Akiba sasa ${bare(f.savingsBalance)}${smsOwed(bare)}.`,
        `Risiti ${receipt}: ${bare(f.amount)} ${date}: ${split({ savings: 'ak', longTerm: 'MM', shortTerm: 'MF' }, bare)}. Akiba ${bare(f.savingsBalance)}${smsOwed(bare)}`,
      ),
    };
  }
  const owed =
    f.loanBalance === null ? 'You owe nothing on loans.' : `Your loans now owe ${kes(f.loanBalance)}.`;
  const smsOwed = (money: (cents: number) => string) =>
    f.loanBalance === null ? '' : `, loans owe ${money(f.loanBalance)}`;
  return {
    subject: `Receipt ${receipt}: ${kes(f.amount)} received`,
    body: `${hello(language, f.firstname)}\n\nYour payment of ${kes(f.amount)} on ${date} was received and approved. It went to:\n${lines}\n\nYour savings are now ${kes(f.savingsBalance)}. ${owed}\nReceipt number: ${receipt}`,
    sms: firstFitting(
      `Receipt ${receipt}: ${kes(f.amount)} received ${date}: ${split(LOWER_PARTS, kes)}. Savings now ${kes(f.savingsBalance)}${smsOwed(kes)}.`,
      `Receipt ${receipt}: ${kes(f.amount)} on ${date}: ${split(SHORT_PARTS.en, bare)}. Savings now ${bare(f.savingsBalance)}${smsOwed(bare)}.`,
      `Rcpt ${receipt}: ${bare(f.amount)} ${date}: ${split({ savings: 'sav', longTerm: 'LT', shortTerm: 'ST' }, bare)}. Savings ${bare(f.savingsBalance)}${smsOwed(bare)}`,
    ),
  };
}

export interface PaymentRejectedFigures {
  firstname: string;
  amount: number;
  date: string;
  receipt: string;
  reason: string;
}

export function paymentRejectedMessage(language: Language, f: PaymentRejectedFigures): MessageText {
  const receipt = shortName(f.receipt, 20);
  const date = messageDate(f.date, language);
  const reason = f.reason.replace(/\s+/g, ' ').trim();
  if (language === 'sw') {
    return {
      subject: `Malipo ${receipt} hayakukubaliwa`,
      body: `${hello(language, f.firstname)}\n\nMalipo yako ya ${kes(f.amount)} ya tarehe ${date} (risiti ${receipt}) hayakukubaliwa. Sababu: ${reason}\n\nKama umeshalipa, mwone mweka hazina wa kikundi ukiwa na ujumbe wa M-Pesa.`,
      sms: endingWith(
        `Malipo yako ${kes(f.amount)} ya ${date} (risiti ${receipt}) hayakukubaliwa. Sababu: `,
        reason,
      ),
    };
  }
  return {
    subject: `Payment ${receipt} was not approved`,
    body: `${hello(language, f.firstname)}\n\nYour payment of ${kes(f.amount)} on ${date} (receipt ${receipt}) was not approved. Reason: ${reason}\n\nIf you did pay, show the group's treasurer your M-Pesa message.`,
    sms: endingWith(
      `Your payment of ${kes(f.amount)} on ${date} (ref ${receipt}) was not approved. Reason: `,
      reason,
    ),
  };
}
