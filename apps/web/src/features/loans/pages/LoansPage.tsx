import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import type { LoanKind } from '../api/get-loans';
import { loanKinds } from '../components/kinds';
import { LoanAccountsPanel, PaymentHistoryPanel } from '../components/LoanPanels';

/**
 * /long-term-loans and /short-term-loans (admin): tabs Loan Accounts and Payment History, and a
 * link to add a loan (spec §2).
 */
export function LoansPage({ kind }: { kind: LoanKind }) {
  const { title, addPath, addLabel } = loanKinds[kind];
  return (
    <>
      <PageHeader title={title} actions={<ButtonLink to={addPath}>{addLabel}</ButtonLink>}>
        {kind === 'long_term'
          ? 'Loans repaid in equal monthly installments on the reducing balance. Amounts in KES.'
          : 'Loans with flat interest for the whole term. Amounts in KES.'}
      </PageHeader>
      <Tabs
        tabs={[
          { label: 'Loan Accounts', content: <LoanAccountsPanel kind={kind} /> },
          { label: 'Payment History', content: <PaymentHistoryPanel kind={kind} /> },
        ]}
      />
    </>
  );
}

export const LongTermLoansPage = () => <LoansPage kind="long_term" />;
export const ShortTermLoansPage = () => <LoansPage kind="short_term" />;
