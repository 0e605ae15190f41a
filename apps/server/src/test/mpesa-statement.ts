import { formatMoney } from '@links/domain';
import { MPESA_HEADER, type MpesaRow, mpesaStatementCsv } from '../demo/mpesa-csv.js';
import { createRandom } from '../demo/random.js';

export { MPESA_HEADER };
export type StatementRow = MpesaRow;

/** How the generator meant each line to be read: the test's expectations, written apart from the code. */
export type Intent =
  | { kind: 'payment'; match: 'member_number' | 'account_phone' | 'payer_phone'; member: number }
  | { kind: 'payment'; match: 'none'; suggests: number }
  | { kind: 'failed' | 'withdrawal' | 'charge' }
  | { kind: 'reversal'; of: string };

export interface GeneratedLine {
  row: StatementRow;
  intent: Intent;
  receipt: string;
  /** Cents in (positive) or out (negative). */
  net: number;
}

/** One completed paybill payment of Wanjiru Kamau (M002), KES 1,000, as a statement row. */
export const paybillRow = (receipt: string, time: string): StatementRow => ({
  'Receipt No.': receipt,
  'Completion Time': time,
  Details: 'Pay Bill from 254700000101 - WANJIRU KAMAU Acc. M002',
  'Transaction Status': 'Completed',
  'Paid In': '1,000.00',
  Balance: '9,000.00',
  'Other Party Info': '254700000101 - WANJIRU KAMAU',
  'A/C No.': 'M002',
});

/** The CSV the business portal exports: organisation lines, a blank line, the table as given. */
export const mpesaCsv = (
  rows: StatementRow[],
  options: { noise?: boolean; header?: readonly string[] } = {},
) => mpesaStatementCsv(rows, options);

const money = (cents: number) => formatMoney(cents);

export interface StatementMember {
  firstname: string;
  lastname: string;
  memberNumber: string;
  phone: string;
}

/**
 * A month of a paybill's statement (several hundred lines): members paying with their member
 * number typed in every way, with their phone as the account, or with nothing useful but their
 * whole phone; strangers whose masked phone only suggests members; charges, failed payments,
 * transfers to the bank and one reversal. Balances run from `opening` cents; the first line is
 * written at `from` (ms since the epoch, 1 October 2026 by default), the next ones 1 to 90 minutes apart.
 */
export function realisticStatement(
  members: readonly StatementMember[],
  options: { lines?: number; seed?: number; opening?: number; from?: number } = {},
) {
  const random = createRandom(options.seed ?? 9);
  const target = options.lines ?? 400;
  let balance = options.opening ?? 500_000;
  let second = options.from ?? Date.UTC(2026, 9, 1, 5, 0, 0);
  let receiptNo = 0;
  const generated: GeneratedLine[] = [];
  const nextReceipt = () => `TJ${(++receiptNo).toString(36).toUpperCase().padStart(8, '0')}`;
  const stamp = () => {
    second += random.int(60, 5400) * 1000;
    // Nairobi is UTC+3: the statement shows local time.
    return new Date(second + 3 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  };
  const masked = (phone: string) => `${phone.slice(0, 4)}******${phone.slice(-3)}`;
  const push = (row: StatementRow, intent: Intent, receipt: string, net: number) => {
    balance += net;
    generated.push({
      row: { ...row, Balance: money(balance), 'Balance Confirmed': 'true' },
      intent,
      receipt,
      net,
    });
  };
  /** A completed line at `time` with `details`, its other `fields`, and `net` on the balance. */
  const completed = (
    line: { receipt: string; time: string; details: string; intent: Intent; net: number },
    fields: StatementRow,
  ) =>
    push(
      {
        'Receipt No.': line.receipt,
        'Completion Time': line.time,
        'Initiation Time': line.time,
        Details: line.details,
        'Transaction Status': 'Completed',
        ...fields,
      },
      line.intent,
      line.receipt,
      line.net,
    );
  const paidIn = (
    receipt: string,
    time: string,
    amount: number,
    party: string,
    account: string,
    intent: Intent,
  ) =>
    completed(
      { receipt, time, details: `Pay Bill from ${party} Acc. ${account}`, intent, net: amount },
      {
        'Paid In': money(amount),
        'Reason Type': 'Pay Bill Online',
        'Other Party Info': party,
        'A/C No.': account,
      },
    );
  const paidOut = (
    receipt: string,
    time: string,
    amount: number,
    details: string,
    reason: string,
    intent: Intent,
  ) =>
    completed(
      { receipt, time, details, intent, net: -amount },
      {
        Withdrawn: `-${money(amount)}`,
        'Reason Type': reason,
        'Other Party Info': reason === 'Reversal' ? '' : '400200 - EQUITY BANK',
      },
    );

  while (generated.length < target) {
    const n = random.int(0, members.length - 1);
    const member = members[n] as StatementMember;
    const name = `${member.firstname} ${member.lastname}`.toUpperCase();
    const amount = random.int(2, 60) * 10_000 + (random.chance(0.2) ? random.int(1, 99) : 0);
    const receipt = nextReceipt();
    const time = stamp();
    const roll = random.next();
    if (roll < 0.5) {
      const number = Number(member.memberNumber.slice(1));
      const typed = random.pick([
        member.memberNumber,
        member.memberNumber.toLowerCase(),
        ` m ${number} `,
        `M${number}`,
      ]);
      paidIn(receipt, time, amount, `${masked(member.phone)} - ${name}`, typed, {
        kind: 'payment',
        match: 'member_number',
        member: n,
      });
      if (random.chance(0.3))
        paidOut(receipt, time, 2_300, 'Pay Bill Charge', 'Pay Bill Charge', { kind: 'charge' });
    } else if (roll < 0.6) {
      paidIn(receipt, time, amount, `${masked(member.phone)} - ${name}`, `0${member.phone.slice(3)}`, {
        kind: 'payment',
        match: 'account_phone',
        member: n,
      });
    } else if (roll < 0.7) {
      paidIn(
        receipt,
        time,
        amount,
        `${member.phone} - ${name}`,
        random.pick(['CONTRIBUTION', 'savings', '']),
        {
          kind: 'payment',
          match: 'payer_phone',
          member: n,
        },
      );
    } else if (roll < 0.8) {
      // A stranger's masked phone ends like the member's and shares a name with them.
      paidIn(
        receipt,
        time,
        amount,
        `${masked(member.phone)} - ${member.firstname.toUpperCase()} X`,
        'CHAMA',
        {
          kind: 'payment',
          match: 'none',
          suggests: n,
        },
      );
    } else if (roll < 0.9) {
      push(
        {
          'Receipt No.': receipt,
          'Completion Time': time,
          'Initiation Time': time,
          Details: `Pay Bill from ${masked(member.phone)} - ${name}`,
          'Transaction Status': random.pick(['Failed', 'Cancelled']),
          'Reason Type': 'Pay Bill Online',
          'Other Party Info': `${masked(member.phone)} - ${name}`,
        },
        { kind: 'failed' },
        receipt,
        0,
      );
    } else if (balance > 3_000_000) {
      paidOut(
        receipt,
        time,
        2_000_000,
        'Business Pay Bill to 400200 - EQUITY BANK Acc. 0123456789',
        'Business Pay Bill',
        {
          kind: 'withdrawal',
        },
      );
    }
  }
  // One payment by member number is taken back by Safaricom a few hours later.
  const reversed = generated.find(
    (line) => line.intent.kind === 'payment' && line.intent.match === 'member_number',
  );
  if (reversed) {
    paidOut(nextReceipt(), stamp(), reversed.net, `Reversal of ${reversed.receipt}`, 'Reversal', {
      kind: 'reversal',
      of: reversed.receipt,
    });
    const last = generated.at(-1) as GeneratedLine;
    last.row['Linked Transaction ID'] = reversed.receipt;
  }
  return {
    lines: generated,
    /** Newest first, as the portal exports it. */
    csv: mpesaCsv([...generated].reverse().map((line) => line.row)),
    opening: options.opening ?? 500_000,
    closing: balance,
  };
}
