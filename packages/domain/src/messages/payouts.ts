import { kes, type MessageWriter, messageDate } from './text.js';

export interface PayoutSentFigures {
  /** What it was for: "Long-term loan #12", "Withdrawal #3", … */
  description: string;
  amountCents: number;
  /** The number it was sent to, `2547…`. */
  phone: string;
  receipt: string;
  on: string;
}

/** `25471…678`: the middle hidden, enough to tell which phone, not to read it off a screen. */
function hiddenPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 5)}…${phone.slice(-3)}` : phone;
}

/** docs/decisions/payouts.md, "The member is told": money sent to their phone by M-Pesa. */
export const payoutSentMessage: MessageWriter<PayoutSentFigures> = (language, f) => {
  const amount = kes(f.amountCents);
  const on = messageDate(f.on, language);
  const phone = hiddenPhone(f.phone);
  const what = f.description.slice(0, 40);
  if (language === 'sw') {
    return {
      subject: `${amount} zimetumwa kwa M-Pesa yako`,
      body: `${what}: ${amount} zimetumwa kwa M-Pesa ${phone} tarehe ${on}. Namba ya muamala: ${f.receipt}.`,
      sms: `${what}: ${amount} zimetumwa kwa M-Pesa ${phone} ${on}. ${f.receipt}`,
    };
  }
  return {
    subject: `${amount} sent to your M-Pesa`,
    body: `${what}: ${amount} was sent to M-Pesa ${phone} on ${on}. M-Pesa receipt: ${f.receipt}.`,
    sms: `${what}: ${amount} sent to M-Pesa ${phone} on ${on}. Receipt ${f.receipt}`,
  };
};
