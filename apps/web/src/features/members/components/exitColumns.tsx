import { fullName } from '@links/domain';
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import type { Column } from '../../../components/ui/Table';
import { msg } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import type { ExitPreview } from '../api/member-exit';

type ExitLoanRow = ExitPreview['loans'][number];
type HeldRow = ExitPreview['pledges_held'][number];
type ForMemberRow = ExitPreview['pledges_for_member'][number];

const kes = (value: number) => <Money cents={kesToCents(value)} />;
/** `#3 Short-term`: a loan by its number and kind. */
const loanWords = {
  long_term: msg('members.exit.columns.long_term'),
  short_term: msg('members.exit.columns.short_term'),
} as const;

/** The loans an exit settles from the savings, each with what is paid and what is written off. */
export const loanColumns = (t: TFunction): Column<ExitLoanRow>[] => [
  {
    header: t('members.exit.columns.loan'),
    cell: (loan) =>
      Object.hasOwn(loanWords, loan.kind)
        ? t(loanWords[loan.kind], { id: loan.loan_id })
        : `#${loan.loan_id} ${loan.kind}`,
  },
  { header: t('members.exit.columns.principal'), cell: (loan) => kes(loan.principal), align: 'right' },
  { header: t('members.exit.columns.interest'), cell: (loan) => kes(loan.interest), align: 'right' },
  { header: t('members.exit.columns.fines'), cell: (loan) => kes(loan.fines), align: 'right' },
  { header: t('members.exit.columns.fromSavings'), cell: (loan) => kes(loan.from_savings), align: 'right' },
  { header: t('members.exit.columns.writtenOff'), cell: (loan) => kes(loan.written_off), align: 'right' },
];

/** The pledges the member holds for others' loans (or applications). */
export const heldColumns = (t: TFunction): Column<HeldRow>[] => [
  { header: t('members.exit.columns.borrower'), cell: (row) => fullName(row) },
  {
    header: t('members.exit.columns.loan'),
    cell: (row) => (row.loan_id ? `#${row.loan_id}` : t('members.exit.columns.application')),
  },
  { header: t('members.exit.columns.pledged'), cell: (row) => kes(row.amount), align: 'right' },
];

/** The pledges others hold for the member's loans, and what each pays of a shortfall. */
export const forMemberColumns = (t: TFunction): Column<ForMemberRow>[] => [
  { header: t('members.exit.columns.guarantor'), cell: (row) => fullName(row) },
  { header: t('members.exit.columns.pledge'), cell: (row) => kes(row.pledge), align: 'right' },
  { header: t('members.exit.columns.pays'), cell: (row) => kes(row.pays), align: 'right' },
];
