import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { BankAccountsPanel } from '../components/BankAccountsPanel';
import { ExpensesPanel } from '../components/ExpensesPanel';

/** /expenses (admin): tabs Expenses and Bank Account, and a link to add an expense (spec §2). */
export function ExpensesPage() {
  return (
    <>
      <PageHeader title="Expenses" actions={<ButtonLink to="/add-expenses">Add Expense</ButtonLink>}>
        What the group spends and the bank accounts it pays from. Amounts in KES.
      </PageHeader>
      <Tabs
        tabs={[
          { label: 'Expenses', content: <ExpensesPanel /> },
          { label: 'Bank Account', content: <BankAccountsPanel /> },
        ]}
      />
    </>
  );
}
