/**
 * POST /addloan and POST /addshorttermloan: the request schemas the web's forms share
 * (docs/decisions/loans.md).
 */
/** A loan's and a member's id in a path: the loans' operations read them (packages/domain/src/contract/operations/loans.ts). */
export {
  type LongTermLoanInput,
  loanIdParams,
  longTermLoanBodyFor,
  type ShortTermLoanInput,
  shortTermLoanBodyFor,
  userIdParams,
} from '@links/domain';
