import { z } from 'zod';
import { newPasswordSchema } from '../auth.js';
import { optionalMoneyAccountIdField } from '../ids.js';
import type { BodyFor } from '../operations/operation.js';
import { optionalKesAmount, optionalYearlyTarget } from '../request-fields.js';
import { roles } from '../session.js';
import {
  optionalNewPassword,
  readWizardLoans,
  type WizardLoanFields,
  wizardUserFields,
} from './wizard-rules.js';

/**
 * A loan field of the wizard, read by `readWizardLoans` once the user fields are valid: what the
 * user skipped arrives as null or '', so the field takes anything and the reader decides.
 */
const wizardLoanField = (description: string) => z.unknown().optional().describe(description);

/**
 * POST /create-user-account, with the messages of docs/spec/validation.md, "Create-user wizard"; `today` is
 * the server's clock's. `password` is the rule a new password is read with: the domain's, or the
 * server's stricter one that also refuses a common password (docs/decisions/contract.md, "Rules only
 * the server can read").
 */
export const createUserAccountBodyWith = (password: z.ZodType<string> = newPasswordSchema) =>
  ((today: () => string) => createUserAccountBody(password, today)) satisfies BodyFor;

const createUserAccountBody = (password: z.ZodType<string>, today: () => string) =>
  z
    .object({
      ...wizardUserFields,
      password: optionalNewPassword(password),
      role: z.enum(roles, { error: "role must be 'member' or 'admin'" }).default('member'),
      savings_target: optionalYearlyTarget('savings_target'),
      initial_savings: optionalKesAmount('initial_savings'),
      ltl_principal: wizardLoanField(
        'KES still owed on the long-term loan; with ltl_loan_amount, at least 1,000 in steps of 1,000',
      ),
      ltl_loan_amount: wizardLoanField('KES lent on the long-term loan; at least ltl_principal'),
      ltl_date_issued: wizardLoanField('YYYY-MM-DD the long-term loan was issued; not in the future'),
      stl_principal: wizardLoanField('KES lent on the short-term loan; at least 1,000 in steps of 1,000'),
      stl_date_issued: wizardLoanField('YYYY-MM-DD the short-term loan was issued; not in the future'),
      /**
       * The money account the wizard's loans are paid out of now; without it they are loans already
       * running, brought in against Opening balances (docs/books.md).
       */
      account_id: optionalMoneyAccountIdField('account_id'),
    })
    .transform((body, ctx) => {
      const { ltl_principal, ltl_loan_amount, ltl_date_issued, stl_principal, stl_date_issued, ...user } =
        body;
      const loanFields: WizardLoanFields = {
        ltl_principal,
        ltl_loan_amount,
        ltl_date_issued,
        stl_principal,
        stl_date_issued,
      };
      const loans = readWizardLoans(
        loanFields,
        (field, message) => ctx.addIssue({ code: 'custom', path: [field], message }),
        today,
      );
      if (!loans) return z.NEVER;
      return { ...user, ...loans };
    });
export type CreateUserAccountInput = z.output<ReturnType<typeof createUserAccountBody>>;
