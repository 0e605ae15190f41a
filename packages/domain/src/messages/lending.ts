import { endingWith, firstFitting, hello } from './fit.js';
import { kes, type Language, type MessageText, messageDate, shortName } from './text.js';

/*
 * A loan from its application to its issue (docs/decisions/notifications.md, "Loans"): the
 * guarantor asked, the borrower told of each answer and of the decision, and the loan issued.
 */

export type LoanKindWord = 'long_term' | 'short_term';

const KIND = {
  en: { long_term: 'long-term loan', short_term: 'short-term loan' },
  sw: { long_term: 'mkopo wa muda mrefu', short_term: 'mkopo wa muda mfupi' },
} as const;

export interface GuarantorAskedFigures {
  firstname: string;
  /** The borrower's full name. */
  borrower: string;
  amount: number;
  kind: LoanKindWord;
  /** Where the guarantor answers: the public address of the screen, or its path. */
  url: string;
}

export function guarantorAskedMessage(language: Language, f: GuarantorAskedFigures): MessageText {
  const borrower = shortName(f.borrower, 24);
  const kind = KIND[language][f.kind];
  if (language === 'sw') {
    return {
      subject: `${borrower} anakuomba uwe mdhamini`,
      body: `${hello(language, f.firstname)}\n\n${f.borrower.trim()} ameomba ${kind} wa ${kes(f.amount)} na amekutaja kuwa mdhamini. Kubali kwa kiasi unachoweza kudhamini kutoka akiba yako, au kataa: ${f.url}\n\nUdhamini unashikilia sehemu ya akiba yako mpaka mkopo ulipwe.`,
      sms: firstFitting(
        `${borrower} ameomba mkopo wa ${kes(f.amount)} na amekutaja kuwa mdhamini. Kubali au kataa: ${f.url}`,
        `${borrower} ameomba mkopo wa ${kes(f.amount)} na amekutaja kuwa mdhamini. Fungua Links, Loan Applications, ukubali au ukatae.`,
      ),
    };
  }
  return {
    subject: `${borrower} asks you to guarantee a loan`,
    body: `${hello(language, f.firstname)}\n\n${f.borrower.trim()} has applied for a ${kind} of ${kes(f.amount)} and named you as a guarantor. Accept with the amount of your savings you pledge, or decline: ${f.url}\n\nA pledge holds that part of your savings until the loan is repaid.`,
    sms: firstFitting(
      `${borrower} applied for a loan of ${kes(f.amount)} and named you guarantor. Accept or decline: ${f.url}`,
      `${borrower} applied for a loan of ${kes(f.amount)} and named you guarantor. Open Links, Loan Applications, to accept or decline.`,
    ),
  };
}

export interface GuaranteeAnsweredFigures {
  firstname: string;
  /** The guarantor's full name. */
  guarantor: string;
  accepted: boolean;
  /** Cents pledged; 0 when declined. */
  pledged: number;
  /** The amount applied for. */
  amount: number;
}

export function guaranteeAnsweredMessage(language: Language, f: GuaranteeAnsweredFigures): MessageText {
  const guarantor = shortName(f.guarantor, 24);
  if (language === 'sw') {
    const answer = f.accepted ? `amekubali kukudhamini kwa ${kes(f.pledged)}` : 'amekataa kukudhamini';
    return {
      subject: f.accepted ? `${guarantor} amekubali kukudhamini` : `${guarantor} amekataa kukudhamini`,
      body: `${hello(language, f.firstname)}\n\n${f.guarantor.trim()} ${answer}, kwa ombi lako la mkopo wa ${kes(f.amount)}.${f.accepted ? '' : ' Unaweza kumwomba mwanachama mwingine.'}`,
      sms: `${guarantor} ${answer}, kwa ombi lako la mkopo wa ${kes(f.amount)}.`,
    };
  }
  const answer = f.accepted ? `accepted to guarantee ${kes(f.pledged)} of` : 'declined to guarantee';
  return {
    subject: f.accepted ? `${guarantor} guarantees your loan` : `${guarantor} declined to guarantee`,
    body: `${hello(language, f.firstname)}\n\n${f.guarantor.trim()} ${answer} your loan application for ${kes(f.amount)}.${f.accepted ? '' : ' You may ask another member.'}`,
    sms: `${guarantor} ${answer} your loan application for ${kes(f.amount)}.`,
  };
}

export interface ApplicationDecidedFigures {
  firstname: string;
  approved: boolean;
  amount: number;
  kind: LoanKindWord;
  /** Why it was rejected; null when none was given. */
  reason: string | null;
}

export function applicationDecidedMessage(language: Language, f: ApplicationDecidedFigures): MessageText {
  const kind = KIND[language][f.kind];
  const reason = f.reason?.replace(/\s+/g, ' ').trim() || null;
  if (language === 'sw') {
    if (f.approved) {
      const text = `Ombi lako la ${kind} wa ${kes(f.amount)} limekubaliwa.`;
      return {
        subject: 'Ombi lako la mkopo limekubaliwa',
        body: `${hello(language, f.firstname)}\n\n${text} Utapata ujumbe wa mkopo ukitolewa, na awamu zake.`,
        sms: text,
      };
    }
    const text = `Ombi lako la ${kind} wa ${kes(f.amount)} limekataliwa.`;
    return {
      subject: 'Ombi lako la mkopo limekataliwa',
      body: `${hello(language, f.firstname)}\n\n${text}${reason ? ` Sababu: ${reason}` : ''}`,
      sms: reason ? endingWith(`${text} Sababu: `, reason) : text,
    };
  }
  if (f.approved) {
    const text = `Your application for a ${kind} of ${kes(f.amount)} was approved.`;
    return {
      subject: 'Your loan application was approved',
      body: `${hello(language, f.firstname)}\n\n${text} You will hear when the loan is issued, with its installments.`,
      sms: text,
    };
  }
  const text = `Your application for a ${kind} of ${kes(f.amount)} was rejected.`;
  return {
    subject: 'Your loan application was rejected',
    body: `${hello(language, f.firstname)}\n\n${text}${reason ? ` Reason: ${reason}` : ''}`,
    sms: reason ? endingWith(`${text} Reason: `, reason) : text,
  };
}

export interface LoanIssuedFigures {
  firstname: string;
  kind: LoanKindWord;
  /** The principal lent. */
  amount: number;
  /** The first installment's day, ISO, and its amount. */
  firstDue: string;
  installment: number;
  /** How many installments. */
  installments: number;
  loanId: number;
}

export function loanIssuedMessage(language: Language, f: LoanIssuedFigures): MessageText {
  const kind = KIND[language][f.kind];
  const due = messageDate(f.firstDue, language);
  if (language === 'sw') {
    const text = `Umepewa ${kind} wa ${kes(f.amount)}. Awamu ya kwanza ni ${kes(f.installment)} tarehe ${due}`;
    return {
      subject: `Mkopo wako wa ${kes(f.amount)} umetolewa`,
      body: `${hello(language, f.firstname)}\n\n${text}, kisha kila mwezi, awamu ${f.installments} kwa jumla. Lipa kwa wakati ili kuepuka faini.\nNambari ya mkopo: ${f.loanId}`,
      sms: firstFitting(
        `${text}; awamu ${f.installments}. Lipa kwa wakati kuepuka faini.`,
        `${text}; awamu ${f.installments}.`,
      ),
    };
  }
  const text = `You were issued a ${kind} of ${kes(f.amount)}. First installment ${kes(f.installment)} due ${due}`;
  return {
    subject: `Your loan of ${kes(f.amount)} was issued`,
    body: `${hello(language, f.firstname)}\n\n${text}, then monthly, ${f.installments} installments in all. Pay on time to avoid fines.\nLoan number: ${f.loanId}`,
    sms: firstFitting(
      `${text}; ${f.installments} installments. Pay on time to avoid fines.`,
      `${text}; ${f.installments} in all.`,
    ),
  };
}
