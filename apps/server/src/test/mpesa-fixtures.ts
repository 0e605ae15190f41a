import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../db/client.js';
import { incomingPayments } from '../db/schema.js';
import type { Callers } from './access.js';
import { PASSWORD, type SignedIn, signUp, type TestContext } from './app.js';
import { as } from './http.js';
import { useApp } from './scene.js';

export const SHORTCODE = '600123';

/**
 * Safaricom's C2B JSON as Daraja sends it (docs/decisions/payments.md, "Callbacks"); amounts and times as
 * text.
 */
export function c2bBody(overrides: Record<string, unknown> = {}) {
  return {
    TransactionType: 'Pay Bill',
    TransID: 'TKA1B2C3D4',
    TransTime: '20261015093000',
    TransAmount: '1500.00',
    BusinessShortCode: SHORTCODE,
    BillRefNumber: 'M002',
    InvoiceNumber: '',
    OrgAccountBalance: '25300.00',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 102',
    FirstName: 'WANJIRU',
    MiddleName: '',
    LastName: 'KAMAU',
    ...overrides,
  };
}

/** Posts a callback's raw text, as Safaricom does, to the validation or confirmation URL. */
export function callback(
  ctx: TestContext,
  kind: 'validation' | 'confirmation',
  token: string,
  body: unknown,
  contentType = 'application/json',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/links/payments/c2b/${kind}/${encodeURIComponent(token)}`,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface PaymentsGroup {
  admin: SignedIn;
  /** The books id of the M-Pesa account. */
  mpesaAccountId: number;
  token: string;
  /** Members by first name: their user id, member number and phone. */
  members: Map<string, { id: number; memberNumber: string; phone: string }>;
  /** The incoming payment recorded under a receipt, or undefined. */
  paymentOf(receipt: string): ReturnType<typeof paymentByReceipt>;
}

/** Kenyan members with phones, created through the wizard (each with a savings account). */
export const MEMBERS = [
  ['Wanjiru', 'Kamau'],
  ['Otieno', 'Odhiambo'],
  ['Achieng', 'Atieno'],
  ['Kiprono', 'Cheruiyot'],
  ['Njeri', 'Wafula'],
  ['Baraka', 'Mwangi'],
  ['Mutua', 'Musyoka'],
  ['Chebet', 'Kiptoo'],
  ['Wambui', 'Njoroge'],
  ['Omondi', 'Ouma'],
] as const;

/** The phone of the n-th member (0-based): 254700000101, 254700000102, … */
export const memberPhone = (n: number) => `2547000001${String(n + 1).padStart(2, '0')}`;

/**
 * A group that takes M-Pesa: the admin (M001), an M-Pesa bank account chosen in the settings with
 * the shortcode, a C2B token, and ten members with phones (M002 to M011).
 */
export async function paymentsGroup(
  ctx: TestContext,
  admin: SignedIn,
  openingBalance = 0,
  /** The members' email domain: another group's members are other people. */
  domain = 'mpesa.test',
): Promise<PaymentsGroup> {
  const api = as(ctx, admin);
  const bank = await api.post('/create-bank-account', {
    name: 'M-Pesa Paybill 600123',
    amount: openingBalance,
  });
  expect(bank.statusCode, bank.body).toBe(201);
  // The answer's account_id is the money account id the settings take (docs/decisions/money-accounts.md).
  const mpesaAccountId = bank.json().account_id as number;
  const settings = await api.patch('/settings', {
    mpesa_shortcode: SHORTCODE,
    mpesa_account_id: mpesaAccountId,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const token = (await api.post('/payments/c2b/token')).json().token as string;
  const members = new Map<string, { id: number; memberNumber: string; phone: string }>();
  for (const [n, [firstname, lastname]] of MEMBERS.entries()) {
    const res = await api.post('/create-user-account', {
      firstname,
      lastname,
      email: `${firstname.toLowerCase()}@${domain}`,
      password: PASSWORD,
      phone: `0${memberPhone(n).slice(3)}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    members.set(firstname, {
      id: res.json().user_id,
      memberNumber: res.json().member_number,
      phone: memberPhone(n),
    });
  }
  const paymentOf = (receipt: string) => paymentByReceipt(ctx.database.db, receipt);
  return { admin, mpesaAccountId, token, members, paymentOf };
}

/** A fresh app with its payments group and, where a file asks for them, the callers of access tests. */
export interface PaymentsScene {
  ctx: TestContext;
  group: PaymentsGroup;
  /** The group's admin and, signed up after the group, two members (only with `callers`). */
  callers: Callers;
}

/**
 * Opens a fresh app with the payments group before the file's tests (its admin named as given, its
 * M-Pesa account opened with `openingBalance`), and with `callers` two more members; hands the scene
 * to `ready` and closes the app after the tests.
 */
export function usePaymentsGroup(
  ready: (scene: PaymentsScene) => unknown,
  options: {
    admin?: { firstname: string; lastname: string };
    openingBalance?: number;
    callers?: boolean;
  } = {},
): void {
  useApp(
    async (ctx) => {
      const group = await paymentsGroup(
        ctx,
        await signUp(ctx, 'admin', options.admin),
        options.openingBalance,
      );
      const members = options.callers
        ? { member: await signUp(ctx, 'member'), otherMember: await signUp(ctx, 'member') }
        : undefined;
      return { ctx, group, callers: { admin: group.admin, ...members } as Callers };
    },
    ready,
    { timeout: 60_000 },
  );
}

/** The incoming payment recorded under `receipt`, or undefined. */
export async function paymentByReceipt(db: DbOrTx, receipt: string) {
  const [row] = await db.select().from(incomingPayments).where(eq(incomingPayments.receipt, receipt));
  return row;
}
