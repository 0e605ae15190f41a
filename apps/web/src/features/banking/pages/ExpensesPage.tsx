import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { useTranslation } from '../../../i18n';
import { useQueryParams } from '../../../lib/useQueryParams';
import { BankAccountsPanel } from '../components/BankAccountsPanel';
import { EXPENSE_FILTERS } from '../components/BankingFilters';
import { ExpensesPanel } from '../components/ExpensesPanel';

/**
 * /expenses (admin): tabs Expenses and Bank Account, and a link to add an expense
 * (docs/spec/screens.md, "Routes").
 */
export function ExpensesPage() {
  const { t } = useTranslation();
  // The tab is in the URL with its filters; the other tab starts from its whole list.
  const params = useQueryParams<'tab' | (typeof EXPENSE_FILTERS)[number]>();
  const selected = params.get('tab') === 'accounts' ? 1 : 0;
  const cleared = Object.fromEntries(EXPENSE_FILTERS.map((name) => [name, '']));
  const choose = (index: number) => params.set({ ...cleared, tab: index === 1 ? 'accounts' : '' });
  return (
    <>
      <PageHeader
        title={t('banking.title')}
        actions={
          <ChangesGroup>
            <ButtonLink to="/add-expenses">{t('banking.add.title')}</ButtonLink>
          </ChangesGroup>
        }
      >
        {t('banking.intro')}
      </PageHeader>
      <Tabs
        selected={selected}
        onChange={choose}
        tabs={[
          { label: t('banking.tabs.expenses'), content: <ExpensesPanel /> },
          { label: t('banking.tabs.bankAccount'), content: <BankAccountsPanel /> },
        ]}
      />
    </>
  );
}
