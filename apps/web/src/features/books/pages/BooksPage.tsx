import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { useTranslation } from '../../../i18n';
import { AccountsPanel } from '../components/AccountsPanel';
import { BalanceSheetPanel } from '../components/BalanceSheetPanel';
import { CashBookPanel } from '../components/CashBookPanel';
import { IncomeStatementPanel } from '../components/IncomeStatementPanel';
import { JournalPanel } from '../components/JournalPanel';
import { TransferForm } from '../components/TransferForm';
import { TrialBalancePanel } from '../components/TrialBalancePanel';
import { type BooksParams, type BooksTab, booksTabs, useBooksParams } from '../components/useBooksParams';

const panels: Record<BooksTab, (params: BooksParams) => ReactNode> = {
  accounts: (params) => <AccountsPanel params={params} />,
  journal: (params) => <JournalPanel params={params} />,
  'trial-balance': (params) => <TrialBalancePanel params={params} />,
  'balance-sheet': (params) => <BalanceSheetPanel params={params} />,
  'income-statement': (params) => <IncomeStatementPanel params={params} />,
  'cash-book': (params) => <CashBookPanel params={params} />,
  // The auditor reads the books; only the officials move money (docs/decisions/offices.md).
  transfer: (params) => <Transfer today={params.today} />,
};

/** The transfer form for an official; the auditor is told they change nothing. */
function Transfer({ today }: { today: string }) {
  const { t } = useTranslation();
  return (
    <ChangesGroup otherwise={<Alert>{t('common.app.auditorReadOnly')}</Alert>}>
      <TransferForm today={today} />
    </ChangesGroup>
  );
}

/**
 * /books (admin): the group's double-entry books (docs/books.md): chart of accounts, journal,
 * reports, cash book and transfers. The tab and its filters are in the URL query.
 */
export function BooksPage() {
  const { t } = useTranslation();
  const params = useBooksParams();
  return (
    <>
      <PageHeader title={t('books.title')}>{t('books.intro')}</PageHeader>
      <Tabs
        selected={params.tabIndex}
        onChange={params.setTab}
        tabs={booksTabs.map((tab) => ({ label: t(tab.label), content: panels[tab.id](params) }))}
      />
    </>
  );
}
