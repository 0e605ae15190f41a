import { formatMoney, fullName } from '@links/domain';
import type { Db } from '../db/client.js';
import type { SignedInContext } from '../modules/audit/audit.service.js';
import { netDebit } from '../modules/books/journal.service.js';
import { matchableUsers } from '../modules/directory/directory.service.js';
import { createC2bService } from '../modules/payments/c2b.service.js';
import { paymentTransactionHooks } from '../modules/payments/hooks.js';
import { createPaymentsService } from '../modules/payments/payments.service.js';
import { createStatementImportService } from '../modules/payments/statement-import.service.js';
import { updateSettings } from '../modules/settings/settings.service.js';
import { createTransactionsService } from '../modules/transactions/transactions.service.js';
import type { EnrolledMember } from './demo-payments.js';
import type { DemoCalendar } from './demo-plan.js';
import { type MpesaRow, mpesaStatementCsv } from './mpesa-csv.js';

/** The demo group's paybill (a made-up one). */
export const DEMO_SHORTCODE = '600742';

/** A demo member's phone: 0722 000 101 for the first, 0722 000 102 for the second, … */
export const demoPhone = (index: number) => `0722${String(100_101 + index).padStart(6, '0')}`;

const stored = (phone: string) => `254${phone.slice(1)}`;
const masked = (phone: string) => `${stored(phone).slice(0, 4)}******${phone.slice(-3)}`;

interface Payer {
  receipt: string;
  time: string;
  amountCents: number;
  party: string;
  account: string;
}

/**
 * The M-Pesa paybill of the demo group (docs/decisions/payments.md, "Settings"): its number and the till's
 * books account in the settings, three payments of this morning delivered live by Daraja, then the statement
 * of the morning imported (the live ones again, more members, a charge, a failed payment and a
 * stranger's payment that no rule matches). The treasurer approves four; the rest wait, and the
 * stranger's payment waits to be assigned.
 */
export async function feedMpesa(
  db: Db,
  admin: SignedInContext,
  tillAccountId: number,
  members: EnrolledMember[],
  calendar: DemoCalendar,
  /** Another official than the one who imported: a payment's importer never approves it. */
  approver: SignedInContext = admin,
) {
  await updateSettings(db, { mpesa_shortcode: DEMO_SHORTCODE, mpesa_account_id: tillAccountId }, admin);
  const numbers = new Map((await matchableUsers(db)).map((user) => [user.id, user]));
  const day = calendar.today;
  const at = (minutes: number) =>
    `${day} ${String(7 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  const payers: Payer[] = members.slice(0, 8).map((member, i) => {
    const user = numbers.get(member.userId);
    const phone = demoPhone(members.indexOf(member));
    const name = fullName(member.plan).toUpperCase();
    // Most type their member number; one types their phone, one leaves a note and pays from their own phone.
    const account = i === 6 ? phone : i === 7 ? 'CONTRIBUTION' : (user?.memberNumber ?? '');
    const party = i === 7 ? `${stored(phone)} - ${name}` : `${masked(phone)} - ${name}`;
    return {
      receipt: `TKD${String(4_210_001 + i)}`,
      time: at(i * 17),
      amountCents: (2_500 + 500 * i) * 100,
      party,
      account,
    };
  });
  const stranger: Payer = {
    receipt: 'TKD4219001',
    time: at(150),
    amountCents: 1_200_00,
    party: '2547******884 - JOSEPH MUTISYA',
    account: 'HARAMBEE',
  };

  const c2b = createC2bService(db, { today: () => calendar.today });
  for (const payer of payers.slice(0, 3)) {
    const [, name = ''] = payer.party.split(' - ');
    await c2b.confirm(
      JSON.stringify({
        TransactionType: 'Pay Bill',
        TransID: payer.receipt,
        TransTime: payer.time.replace(/\D/g, ''),
        TransAmount: formatMoney(payer.amountCents).replaceAll(',', ''),
        BusinessShortCode: DEMO_SHORTCODE,
        BillRefNumber: payer.account,
        InvoiceNumber: '',
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN: payer.party.split(' - ')[0],
        FirstName: name,
        MiddleName: '',
        LastName: '',
      }),
      // As Safaricom's callback would: no user.
      { ...admin, userId: null, role: null },
    );
  }

  const transactions = createTransactionsService(db, paymentTransactionHooks);
  const statements = createStatementImportService(db, transactions, {
    today: () => calendar.today,
    now: () => new Date(`${calendar.today}T18:00:00+03:00`),
  });
  const csv = statementOf([...payers, stranger], await netDebit(db, tillAccountId, calendar.daysAgo(1)), at);
  const imported = await statements.importMpesa(admin, Buffer.from(csv, 'utf8'));

  const payments = createPaymentsService(db, transactions);
  const pending = await payments.list(admin, { page: 1, perPage: 100, status: 'pending' });
  for (const payment of pending.payments.slice(-4)) await payments.approve(approver, payment.id, {});
  return { payments: imported.imported + 3, transactions: payers.length };
}

/** The morning's statement, newest first, with its running balance from what the till held last night. */
function statementOf(payers: Payer[], openingCents: number, at: (minutes: number) => string): string {
  let balance = openingCents;
  const rows: MpesaRow[] = [];
  const add = (row: MpesaRow, net: number) => {
    balance += net;
    rows.push({ ...row, Balance: formatMoney(balance), 'Balance Confirmed': 'true' });
  };
  for (const payer of payers) {
    add(
      {
        'Receipt No.': payer.receipt,
        'Completion Time': payer.time,
        'Initiation Time': payer.time,
        Details: `Pay Bill from ${payer.party} Acc. ${payer.account}`,
        'Transaction Status': 'Completed',
        'Paid In': formatMoney(payer.amountCents),
        'Reason Type': 'Pay Bill Online',
        'Other Party Info': payer.party,
        'A/C No.': payer.account,
      },
      payer.amountCents,
    );
  }
  add(
    {
      'Receipt No.': 'TKD4219002',
      'Completion Time': at(160),
      'Transaction Status': 'Failed',
      Details: 'Pay Bill from 2547******311 - ANN WAMBUI',
      'Paid In': '3,000.00',
      'Reason Type': 'Pay Bill Online',
    },
    0,
  );
  add(
    {
      'Receipt No.': 'TKD4219003',
      'Completion Time': at(170),
      'Transaction Status': 'Completed',
      Details: 'Statement request charge',
      Withdrawn: '-50.00',
      'Reason Type': 'Statement Charge',
    },
    -5_000,
  );
  return mpesaStatementCsv(rows.reverse(), { shortcode: DEMO_SHORTCODE });
}
