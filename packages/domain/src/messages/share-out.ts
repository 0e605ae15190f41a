import { smsWith } from './clip.js';
import { kes, type MessageWriter, messageDate } from './text.js';

/* A member's line of a share-out (docs/decisions/notifications.md, "Kinds"). */

export interface ShareOutFigures {
  /** The period shared out. */
  from: string;
  to: string;
  /** The member's share before tax. */
  shareCents: number;
  /** The tax withheld from it. */
  taxCents: number;
  /** Added to their savings, or paid in cash out of a money account (its name). */
  paid: { to: 'savings' } | { to: 'cash'; accountName: string };
}

export const shareOutMessage: MessageWriter<ShareOutFigures> = (language, f) => {
  const share = kes(f.shareCents);
  const tax = kes(f.taxCents);
  const net = kes(f.shareCents - f.taxCents);
  const period = `${messageDate(f.from, language)} - ${messageDate(f.to, language)}`;
  const account = f.paid.to === 'cash' ? f.paid.accountName : '';
  if (language === 'sw') {
    const where = (from: string) =>
      f.paid.to === 'savings' ? 'imeongezwa kwenye akiba yako' : `umelipwa taslimu kutoka ${from}`;
    return {
      subject: 'Mgao wako',
      body: `Mgao wa ${period}: sehemu yako ni ${share}, kodi iliyokatwa ${tax}.\n${net} ${where(account)}.`,
      sms: smsWith(
        (from) => `Mgao ${period}: sehemu yako ${share}, kodi ${tax}. ${net} ${where(from)}.`,
        account,
      ),
    };
  }
  const where = (from: string) =>
    f.paid.to === 'savings' ? 'added to your savings' : `paid to you in cash from ${from}`;
  return {
    subject: 'Your share-out',
    body: `Share-out of ${period}: your share is ${share}, tax withheld ${tax}.\n${net} ${where(account)}.`,
    sms: smsWith(
      (from) => `Share-out ${period}: your share ${share}, tax ${tax}. ${net} ${where(from)}.`,
      account,
    ),
  };
};
