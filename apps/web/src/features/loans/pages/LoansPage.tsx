import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { useTranslation } from '../../../i18n';
import { useQueryParams } from '../../../lib/useQueryParams';
import type { LoanKind } from '../api/get-loans';
import { loanKinds } from '../components/kinds';
import { LoanAccountsPanel, PaymentHistoryPanel } from '../components/LoanPanels';

/**
 * /long-term-loans and /short-term-loans (admin): tabs Loan Accounts and Payment History, and a
 * link to add a loan (docs/spec/screens.md, "Routes").
 */
export function LoansPage({ kind }: { kind: LoanKind }) {
  const { t } = useTranslation();
  const { title, intro, addPath, addLabel } = loanKinds[kind];
  // The tab is in the URL with its filters; another tab starts from its whole list.
  const params = useQueryParams<'tab' | 'q' | 'status' | 'from' | 'to' | 'sort'>();
  const selected = params.get('tab') === 'payments' ? 1 : 0;
  const choose = (index: number) =>
    params.set({ tab: index === 1 ? 'payments' : '', q: '', status: '', from: '', to: '', sort: '' });
  return (
    <>
      <PageHeader
        title={t(title)}
        actions={
          <ChangesGroup>
            <ButtonLink to={addPath}>{t(addLabel)}</ButtonLink>
          </ChangesGroup>
        }
      >
        {t(intro)}
      </PageHeader>
      <Tabs
        selected={selected}
        onChange={choose}
        tabs={[
          { label: t('loans.list.loanAccounts'), content: <LoanAccountsPanel kind={kind} /> },
          { label: t('loans.list.paymentHistory'), content: <PaymentHistoryPanel kind={kind} /> },
        ]}
      />
    </>
  );
}

export const LongTermLoansPage = () => <LoansPage kind="long_term" />;
export const ShortTermLoansPage = () => <LoansPage kind="short_term" />;
