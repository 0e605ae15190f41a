import { smsWith } from './clip.js';
import { kes, type MessageWriter, messageDate } from './text.js';

/*
 * A member's own money events besides payments: a reversed payment, a withdrawal paid or rejected,
 * leaving the group and coming back (docs/decisions/notifications.md, "Kinds").
 */

export interface ReversalFigures {
  /** The payment's label, `#12` or its M-Pesa code. */
  label: string;
  totalCents: number;
  paidOn: string;
  reversedOn: string;
  reason: string;
}

export const paymentReversedMessage: MessageWriter<ReversalFigures> = (language, f) => {
  const amount = kes(f.totalCents);
  const paid = messageDate(f.paidOn, language);
  const on = messageDate(f.reversedOn, language);
  const reason = f.reason.replace(/\s+/g, ' ').trim();
  if (language === 'sw') {
    return {
      subject: `Malipo yako ${f.label} yamebatilishwa`,
      body: `Malipo yako ${f.label} ya ${amount} ya tarehe ${paid} yamebatilishwa tarehe ${on}: ${reason}.\nAkiba na mikopo yako imerudi kama ilivyokuwa kabla ya malipo hayo.`,
      sms: smsWith(
        (why) =>
          `Malipo ${f.label} ya ${amount} ya ${paid} yamebatilishwa ${on}: ${why}. Akiba na mkopo vimerudi kama awali.`,
        reason,
      ),
    };
  }
  return {
    subject: `Your payment ${f.label} was reversed`,
    body: `Your payment ${f.label} of ${amount} dated ${paid} was reversed on ${on}: ${reason}.\nYour savings and loans are as they were before it was approved.`,
    sms: smsWith(
      (why) =>
        `Payment ${f.label} of ${amount} dated ${paid} was reversed on ${on}: ${why}. Balances are as before it.`,
      reason,
    ),
  };
};

export interface WithdrawalPaidFigures {
  amountCents: number;
  accountName: string;
  paidOn: string;
  reason: string;
}

export const withdrawalPaidMessage: MessageWriter<WithdrawalPaidFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const on = messageDate(f.paidOn, language);
  const reason = f.reason.replace(/\s+/g, ' ').trim();
  if (language === 'sw') {
    return {
      subject: 'Akiba uliyoomba imelipwa',
      body: `${amount} za akiba yako zimelipwa kwako kutoka ${f.accountName} tarehe ${on} (${reason}).`,
      sms: smsWith(
        (from) => `${amount} za akiba yako zimelipwa kwako tarehe ${on} kutoka ${from}.`,
        f.accountName,
      ),
    };
  }
  return {
    subject: 'Your withdrawal was paid',
    body: `${amount} of your savings was paid out to you from ${f.accountName} on ${on} (${reason}).`,
    sms: smsWith(
      (from) => `${amount} of your savings was paid out to you on ${on} from ${from}.`,
      f.accountName,
    ),
  };
};

export interface WithdrawalRejectedFigures {
  amountCents: number;
  requestedOn: string;
  reason: string;
}

export const withdrawalRejectedMessage: MessageWriter<WithdrawalRejectedFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const asked = messageDate(f.requestedOn, language);
  const reason = f.reason.replace(/\s+/g, ' ').trim();
  if (language === 'sw') {
    return {
      subject: 'Ombi lako la kutoa akiba limekataliwa',
      body: `Ombi lako la kutoa ${amount} la tarehe ${asked} limekataliwa: ${reason}.\nAkiba yako haijabadilika.`,
      sms: smsWith(
        (why) => `Ombi la kutoa ${amount} la ${asked} limekataliwa: ${why}. Akiba yako haijabadilika.`,
        reason,
      ),
    };
  }
  return {
    subject: 'Your withdrawal was not approved',
    body: `Your withdrawal of ${amount} asked for on ${asked} was rejected: ${reason}.\nYour savings are unchanged.`,
    sms: smsWith(
      (why) => `Your withdrawal of ${amount} of ${asked} was rejected: ${why}. Savings unchanged.`,
      reason,
    ),
  };
};

export interface FundClaimFigures {
  fundName: string;
  amountCents: number;
  /** The day it was paid, or asked for when rejected. */
  on: string;
  /** The claim's reason when paid; the officials' reason when rejected. */
  reason: string;
}

/** docs/decisions/fund-claims.md, "The member is told": a claim paid. */
export const fundClaimPaidMessage: MessageWriter<FundClaimFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const on = messageDate(f.on, language);
  const reason = f.reason.replace(/\s+/g, ' ').trim();
  if (language === 'sw') {
    return {
      subject: `Madai yako ya ${f.fundName} yamelipwa`,
      body: `${amount} kutoka ${f.fundName} zimelipwa kwako tarehe ${on} (${reason}).`,
      sms: smsWith((why) => `${amount} kutoka ${f.fundName} zimelipwa kwako tarehe ${on}: ${why}.`, reason),
    };
  }
  return {
    subject: `Your ${f.fundName} claim was paid`,
    body: `${amount} from the ${f.fundName} was paid to you on ${on} (${reason}).`,
    sms: smsWith((why) => `${amount} from the ${f.fundName} was paid to you on ${on}: ${why}.`, reason),
  };
};

/** docs/decisions/fund-claims.md, "The member is told": a claim rejected, with the officials' reason. */
export const fundClaimRejectedMessage: MessageWriter<FundClaimFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const on = messageDate(f.on, language);
  const reason = f.reason.replace(/\s+/g, ' ').trim();
  if (language === 'sw') {
    return {
      subject: `Madai yako ya ${f.fundName} yamekataliwa`,
      body: `Madai yako ya ${amount} kutoka ${f.fundName} ya tarehe ${on} yamekataliwa: ${reason}.`,
      sms: smsWith((why) => `Madai ya ${amount} kutoka ${f.fundName} ya ${on} yamekataliwa: ${why}.`, reason),
    };
  }
  return {
    subject: `Your ${f.fundName} claim was not approved`,
    body: `Your claim of ${amount} from the ${f.fundName} asked for on ${on} was rejected: ${reason}.`,
    sms: smsWith((why) => `Your ${f.fundName} claim of ${amount} of ${on} was rejected: ${why}.`, reason),
  };
};

export interface PotPaidFigures {
  rotationName: string;
  round: number;
  amountCents: number;
  /** What the round was short of its full pot: members who had not paid it in full. */
  shortfallCents: number;
  on: string;
}

/** docs/decisions/rotations.md, "The recipient is told": the pot of their round paid to them. */
export const rotationPotPaidMessage: MessageWriter<PotPaidFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const on = messageDate(f.on, language);
  const short = f.shortfallCents > 0 ? kes(f.shortfallCents) : null;
  if (language === 'sw') {
    const owed = short ? ` Pungufu ya ${short} italipwa kwako wadaiwa watakapolipa.` : '';
    return {
      subject: `${f.rotationName}: umelipwa raundi yako`,
      body: `Mzunguko wa ${f.rotationName}, raundi ${f.round}: ${amount} zimelipwa kwako tarehe ${on}.${owed}`,
      sms: smsWith(
        (name) =>
          `${name}, raundi ${f.round}: ${amount} zimelipwa kwako ${on}.${short ? ` Bado ${short} zinadaiwa.` : ''}`,
        f.rotationName,
      ),
    };
  }
  const owed = short ? ` The ${short} still owed will be passed to you as members pay it.` : '';
  return {
    subject: `${f.rotationName}: your round was paid to you`,
    body: `Merry-go-round ${f.rotationName}, round ${f.round}: ${amount} was paid to you on ${on}.${owed}`,
    sms: smsWith(
      (name) =>
        `${name} round ${f.round}: ${amount} paid to you on ${on}.${short ? ` ${short} still owed.` : ''}`,
      f.rotationName,
    ),
  };
};
