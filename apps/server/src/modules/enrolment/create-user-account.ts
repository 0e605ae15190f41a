import {
  type ApprovalPending,
  type Cents,
  centsToKes,
  flatSchedule,
  formatMemberNumber,
  type LoanSchedule,
  reducingBalanceSchedule,
  type WizardLoans,
} from '@links/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { openMemberAccount } from '../accounts/accounts.service.js';
import { auditFields, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { hashPassword } from '../auth/index.js';
import { findMoneyAccount, notAMoneyAccount } from '../books/index.js';
import { EMAIL_TAKEN, findUserByEmail, insertHashedUser } from '../directory/directory.service.js';
import { hasPassword } from '../directory/index.js';
import { type NewLoan, recordLoan } from '../loans/loans.service.js';
import {
  defaultYearlyTargetCents,
  monthlyTargetCents,
  openSavingsAccount,
} from '../savings/savings.service.js';
import { type GroupSettings, requireSettings } from '../settings/settings.service.js';
import type { CreateUserAccountInput } from './enrolment.schemas.js';

export const USER_CREATED = 'User account created successfully';

/** The writes of the wizard, in order; each one is inside the same database transaction. */
export type CreateUserStep =
  | 'user'
  | 'member_account'
  | 'savings_account'
  | 'long_term_loan'
  | 'short_term_loan';

export interface CreateUserAccountOptions {
  /**
   * Runs inside the transaction after each step has written its rows. Only tests pass it: a hook
   * that throws stands for a failure at that point and proves the rollback leaves nothing behind
   * (docs/decisions/books.md, "Records that must add up"). A parameter rather than `vi.spyOn`, because ESM
   * imports cannot be replaced from outside the module, and the step names keep the tests honest about what
   * each one covers.
   */
  afterStep?: (step: CreateUserStep) => Promise<void>;
  /** The day the member's opening savings are dated in the books: today, by the server's clock. */
  joinedOn: string;
  /**
   * Issues the one-time invitation of a member created without a password, in the wizard's
   * transaction (docs/decisions/passwords.md, "Invitations"). Without it such a member is refused.
   */
  invite?: (tx: DbOrTx, user: { id: number; firstname: string }) => Promise<WizardInvitation>;
  /**
   * The password given is the member's own to keep (the demo's members): not one an official
   * chose, which must be changed at the first sign-in.
   */
  passwordIsTheirs?: boolean;
  /**
   * Asks, in the wizard's transaction, for the office of an admin it creates
   * (docs/decisions/offices.md, "Offices of new users"): the user is written as a member and this
   * makes them a treasurer at once when the quorum allows, or answers the request waiting for it.
   * Without it (the demo's script) an admin is written a treasurer at once.
   */
  askOffice?: (tx: Tx, userId: number) => Promise<ApprovalPending | null>;
}

/** The invitation fields of the wizard's answer. */
export interface WizardInvitation {
  invitation_url: string;
  invitation_code: string;
  invitation_expires_at: string;
}

const NO_INVITATION = { invitation_url: null, invitation_code: null, invitation_expires_at: null };

type LoanTerms = Pick<NewLoan, 'kind' | 'loanAmount' | 'rateBp' | 'months' | 'issuedOn' | 'schedule'>;

/** Where the wizard's loans come from: a money account it names, else Opening balances (docs/books.md). */
async function loanSource(db: Db, accountId: number | undefined): Promise<NewLoan['source']> {
  if (accountId === undefined) return 'opening_balance';
  const paidFrom = await findMoneyAccount(db, accountId);
  if (!paidFrom) throw notAMoneyAccount('account_id');
  return { paidFrom };
}

/**
 * The wizard's loans at the group's settings (docs/decisions/loans.md, "Loans the wizard brings in"): the
 * long-term schedule spreads what is still owed over the settings' months from its issue date on the reducing
 * balance; the short-term one is flat at the settings' rate for the whole loan.
 */
function loanTermsOf(loans: WizardLoans, settings: GroupSettings) {
  /** The settings' rate and months for a kind of loan, from the loan's issue date. */
  const termsOf = (kind: 'longTerm' | 'shortTerm', issuedOn: string) => ({
    rateBp: settings[`${kind}RateBp`],
    months: settings[`${kind}Months`],
    issuedOn,
  });
  let longTerm: LoanTerms | undefined;
  let shortTerm: LoanTerms | undefined;
  const long = loans.longTermLoan;
  if (long) {
    const terms = termsOf('longTerm', long.issuedOn);
    const schedule = reducingBalanceSchedule({
      ...terms,
      principal: long.principal,
      yearlyRateBp: terms.rateBp,
    });
    longTerm = { kind: 'long_term', loanAmount: long.loanAmount, schedule, ...terms };
  }
  const short = loans.shortTermLoan;
  if (short) {
    const terms = termsOf('shortTerm', short.issuedOn);
    const schedule = flatSchedule({ ...terms, principal: short.principal });
    shortTerm = { kind: 'short_term', loanAmount: short.principal, schedule, ...terms };
  }
  return { longTerm, shortTerm };
}

const installmentOf = (schedule: LoanSchedule | undefined): Cents => schedule?.installment ?? (0 as Cents);

/**
 * POST /create-user-account, the five-step wizard (docs/spec/screens.md, "Create-user wizard";
 * docs/spec/entities.md, "Create-user result", docs/decisions/members.md, "Member accounts";
 * docs/decisions/loans.md, "Loans the wizard brings in"): the user, their member account, their savings
 * account (with its opening balance in the ledger) and the loans they bring are written in one database
 * transaction, so a refusal or a failure at any point leaves nothing behind.
 */
export async function createUserAccount(
  db: Db,
  input: CreateUserAccountInput,
  context: SignedInContext,
  options: CreateUserAccountOptions,
) {
  const createdBy = context.userId;
  const afterStep = options.afterStep ?? (async () => {});
  // A cheap early answer for the usual duplicate; the insert below still decides under races.
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');

  const wantsLoan = input.longTermLoan !== undefined || input.shortTermLoan !== undefined;
  const { longTerm, shortTerm } = wantsLoan ? loanTermsOf(input, await requireSettings(db)) : {};
  // Hashing is slow on purpose; it happens before the transaction so that no locks wait on it.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const invite = options.invite;
  if (passwordHash === null && !invite)
    throw unprocessable('password is required', { password: 'password is required' });
  const yearlyTargetCents = input.savings_target ?? (await defaultYearlyTargetCents(db));
  const source = await loanSource(db, input.account_id);
  const askOffice = input.role === 'admin' ? options.askOffice : undefined;
  return db.transaction(async (tx) => {
    const user = await insertHashedUser(tx, {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      role: askOffice ? 'member' : input.role,
      phone: input.phone,
      passwordHash,
      // docs/decisions/passwords.md, "A password set by an official".
      mustChangePassword: passwordHash !== null && options.passwordIsTheirs !== true,
    });
    // A person who already signs in elsewhere keeps their own password (docs/decisions/people.md,
    // "Adding a member"): no invitation.
    const invited = passwordHash === null && invite !== undefined && !(await hasPassword(tx, user.id));
    const invitation = invited ? await invite(tx, user) : NO_INVITATION;
    await afterStep('user');
    await openMemberAccount(tx, user.id);
    await afterStep('member_account');
    const saving = await openSavingsAccount(tx, {
      userId: user.id,
      yearlyTargetCents,
      openingCents: input.initial_savings ?? 0,
      createdBy,
      openedOn: options.joinedOn,
    });
    await afterStep('savings_account');
    const owner = { userId: user.id, createdBy, source };
    const longTermLoan = longTerm ? await recordLoan(tx, { ...longTerm, ...owner }) : undefined;
    if (longTerm) await afterStep('long_term_loan');
    const shortTermLoan = shortTerm ? await recordLoan(tx, { ...shortTerm, ...owner }) : undefined;
    if (shortTerm) await afterStep('short_term_loan');

    const longTermInstallment = installmentOf(longTerm?.schedule);
    const shortTermInstallment = installmentOf(shortTerm?.schedule);
    // One record for the whole wizard: the member, with what they were opened with.
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'member',
      entityId: user.id,
      memberId: user.id,
      after: {
        ...auditFields(user),
        saving_id: saving.id,
        savings_target: centsToKes(yearlyTargetCents),
        initial_savings: centsToKes(input.initial_savings ?? 0),
        ltl_id: longTermLoan?.id ?? null,
        stl_id: shortTermLoan?.id ?? null,
      },
    });
    const officeApproval = askOffice ? await askOffice(tx, user.id) : null;
    return {
      user_id: user.id,
      saving_id: saving.id,
      ltl_id: longTermLoan?.id ?? null,
      stl_id: shortTermLoan?.id ?? null,
      long_term_loan_details: { installment: centsToKes(longTermInstallment) },
      short_term_loan_details: { installment: centsToKes(shortTermInstallment) },
      // docs/spec/screens.md, "Create-user wizard", docs/decisions/members.md, "Monthly figures": the target
      // per month is target / 12, plus each loan's installment.
      monthly_payment_total: centsToKes(
        monthlyTargetCents(yearlyTargetCents) + longTermInstallment + shortTermInstallment,
      ),
      member_number: formatMemberNumber(user.memberNo),
      message: USER_CREATED,
      ...invitation,
      office_approval: officeApproval,
    };
  });
}
