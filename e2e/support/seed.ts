import { addMonthsClamped, type TransactionType, todayInGroupZone } from '@links/domain';
import { ApiClient } from './api.js';
import { PASSWORD } from './server.js';

/**
 * Seeds the state the transaction screens need through the running server's API, as the admin
 * (members with their savings accounts, loans) or as a member (their own transactions).
 */
export interface SeededMember {
  userId: number;
  email: string;
  name: string;
}

/** POST /create-user-account: a member with a savings account holding `initialSavings` KES, their password the test's. */
export async function createMember(
  admin: ApiClient,
  firstname: string,
  lastname: string,
  initialSavings = 0,
): Promise<SeededMember> {
  const email = `${firstname.toLowerCase()}@example.com`;
  // Without a password: the member accepts the invitation with the test password, as a member would
  // (docs/decisions/passwords.md, "Invitations").
  const answer = await admin.call<{ user_id: number; invitation_code: string }>(
    '/create-user-account',
    'POST',
    {
      firstname,
      lastname,
      email,
      role: 'member',
      savings_target: 30000,
      initial_savings: initialSavings,
    },
  );
  await ApiClient.acceptInvitation(admin.baseUrl, answer.invitation_code, PASSWORD);
  return { userId: answer.user_id, email, name: `${firstname} ${lastname}` };
}

let funds = 0;

/**
 * A bank account opened with exactly a loan's principal, the loan to be paid out of it: no money
 * account goes below zero (docs/decisions/money-accounts.md, "No money account below zero"), and the
 * loan leaves the members' savings, Cash on hand and the banks' total as they were.
 */
async function loanFund(admin: ApiClient, amount: number): Promise<number> {
  funds += 1;
  const { account_id } = await admin.call<{ account_id: number }>('/create-bank-account', 'POST', {
    name: `Loan fund ${funds}`,
    amount,
  });
  return account_id;
}

/** POST /addloan: a long-term loan at the group's settings (12% a year, 24 months), paid from its own fund. */
export const addLongTermLoan = async (
  admin: ApiClient,
  userId: number,
  loanAmount: number,
  dateIssued: string,
) =>
  admin.call<{ loan_id: number }>('/addloan', 'POST', {
    user_id: userId,
    loan_amount: loanAmount,
    date_issued: dateIssued,
    account_id: await loanFund(admin, loanAmount),
  });

/** POST /addshorttermloan: a short-term loan; the server derives rate, interest and dates. Paid from its own fund. */
export const addShortTermLoan = async (
  admin: ApiClient,
  userId: number,
  principal: number,
  dateIssued: string,
) =>
  admin.call<{ loan_id: number; amount_due: number }>('/addshorttermloan', 'POST', {
    user_id: userId,
    principal,
    date_issued: dateIssued,
    account_id: await loanFund(admin, principal),
  });

/**
 * Wanjiru Kamau with `savings` KES saved and a long- and a short-term loan issued a month ago, then
 * Baraka Otieno with nothing saved: the members the transaction screens work with.
 */
export async function seedBorrowers(
  admin: ApiClient,
  savings: number,
  loans: { longTerm: number; shortTerm: number },
): Promise<{ wanjiru: SeededMember; baraka: SeededMember; issued: string }> {
  const wanjiru = await createMember(admin, 'Wanjiru', 'Kamau', savings);
  const baraka = await createMember(admin, 'Baraka', 'Otieno');
  const issued = addMonthsClamped(todayInGroupZone(), -1);
  await addLongTermLoan(admin, wanjiru.userId, loans.longTerm, issued);
  await addShortTermLoan(admin, wanjiru.userId, loans.shortTerm, issued);
  return { wanjiru, baraka, issued };
}

/** POST /create-transaction; the total is the sum of the items, summed here in cents. */
export async function submitTransaction(
  client: ApiClient,
  userId: number,
  items: { type: TransactionType; amount: number; extra?: string }[],
  extras: { transaction_date?: string; comment?: string } = {},
): Promise<number> {
  const totalCents = items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
  const answer = await client.call<{ transaction_id: number }>('/create-transaction', 'POST', {
    user_id: userId,
    total_payed: totalCents / 100,
    transaction_items: items.map((item) => ({
      transaction_type: item.type,
      transaction_amount: item.amount,
      ...(item.extra ? { extra: item.extra } : {}),
    })),
    ...extras,
  });
  return answer.transaction_id;
}

/** GET /loans/total/{userId}, in KES. */
export const loanTotals = (client: ApiClient, userId: number) =>
  client
    .call<{ total_amount_due: { long_term: number; short_term: number; combined_total: number } }>(
      `/loans/total/${userId}`,
    )
    .then((answer) => answer.total_amount_due);
