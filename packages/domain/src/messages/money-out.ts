import { initialed, listed, smsWith } from './clip.js';
import { kes, type Language, type MessageWriter, messageDate } from './text.js';

/*
 * Money out of the group, told to every active member (docs/decisions/notifications.md, "Money out"):
 * each payout or write-off of the group's money, its amount, purpose and who approved it.
 */

export const MONEY_OUT_KINDS = [
  'withdrawal',
  'exit_refund',
  'write_off',
  'expense',
  'share_out_cash',
  'fund_claim',
] as const;
export type MoneyOutKind = (typeof MONEY_OUT_KINDS)[number];

export interface MoneyOutFigures {
  kind: MoneyOutKind;
  amountCents: number;
  date: string;
  /** The member it went to or whose loan it wrote off; null for an expense or a share-out. */
  memberName: string | null;
  /** Its purpose in the officials' words: a withdrawal's or exit's reason, an expense's type. */
  purpose: string;
  /** The officials who approved it, in the order they did. */
  approvedBy: readonly string[];
}

const WHAT: Record<Language, Record<MoneyOutKind, (member: string) => string>> = {
  en: {
    withdrawal: (m) => `savings withdrawal paid to ${m}`,
    fund_claim: (m) => `fund claim paid to ${m}`,
    exit_refund: (m) => `savings refunded to ${m} on leaving`,
    write_off: (m) => `loan of ${m} written off on leaving`,
    expense: () => 'expense',
    share_out_cash: () => 'share-out paid in cash',
  },
  sw: {
    withdrawal: (m) => `akiba iliyotolewa kwa ${m}`,
    fund_claim: (m) => `madai ya mfuko yaliyolipwa kwa ${m}`,
    exit_refund: (m) => `akiba aliyorudishiwa ${m} alipoondoka`,
    write_off: (m) => `mkopo wa ${m} uliofutwa alipoondoka`,
    expense: () => 'matumizi',
    share_out_cash: () => 'mgao uliolipwa taslimu',
  },
};

/** A sentence's end: a name ending in an initial's stop takes no second one. */
const stop = (text: string) => (text.endsWith('.') ? text : `${text}.`);

export const moneyOutMessage: MessageWriter<MoneyOutFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const on = messageDate(f.date, language);
  const purpose = f.purpose.replace(/\s+/g, ' ').trim();
  const what = WHAT[language][f.kind];
  const full = listed(f.approvedBy, language);
  const short = listed(f.approvedBy.slice(0, 3).map(initialed), language);
  const member = f.memberName ?? '';
  const memberShort = initialed(member);
  if (language === 'sw') {
    const by = (names: string) => (names ? ` Imeidhinishwa na ${stop(names)}` : '');
    return {
      subject: `Pesa za kikundi: ${amount}`,
      body: `Pesa zimetoka kwenye kikundi tarehe ${on}: ${amount}, ${what(member)}.${purpose ? `\nKusudi: ${purpose}.` : ''}${by(full)}`,
      sms: smsWith(
        (p) => `Pesa za kikundi ${on}: ${amount}, ${what(memberShort)}${p ? ` (${p})` : ''}.${by(short)}`,
        purpose,
      ),
    };
  }
  const by = (names: string) => (names ? ` Approved by ${stop(names)}` : '');
  return {
    subject: `Group money out: ${amount}`,
    body: `Money left the group on ${on}: ${amount}, ${what(member)}.${purpose ? `\nPurpose: ${purpose}.` : ''}${by(full)}`,
    sms: smsWith(
      (p) => `Group money out ${on}: ${amount}, ${what(memberShort)}${p ? ` (${p})` : ''}.${by(short)}`,
      purpose,
    ),
  };
};
