/** The member statement as `GET /statements/{userId}` sends it (docs/books.md); the schema lives in the domain. */
export type {
  MemberStatement,
  StatementLoan,
  StatementLoanMovement,
  StatementSavingsMovement,
} from '@links/domain';
export { memberStatementSchema } from '@links/domain';
