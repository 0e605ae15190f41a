import { todayInGroupZone } from '@links/domain';
import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter } from '../../../components/ui/ReportFilters';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { startOfYear } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { type StatementRequest, useStatement } from '../api/get-statement';
import { ContributionsSection } from './ContributionsSection';
import { LoansSection } from './LoansSection';
import { SavingsSection } from './SavingsSection';
import { ShareOutsSection } from './ShareOutsSection';
import { StatementDownloads } from './StatementDownloads';

/** The period of the statement, in the URL (`?from&to`); by default 1 January of this year to today. */
function usePeriod() {
  const params = useQueryParams<'from' | 'to'>();
  const today = todayInGroupZone();
  const setDate = (name: 'from' | 'to') => (value: string) => params.set({ [name]: value });
  return {
    from: params.get('from') || startOfYear(today),
    to: params.get('to') || today,
    today,
    setFrom: setDate('from'),
    setTo: setDate('to'),
  };
}

/**
 * A member's statement: the period, the downloads, savings, loans, each other kind of contribution
 * (docs/decisions/contribution-kinds.md, "On the statement") and share-outs (docs/books.md).
 */
export function StatementView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const request: StatementRequest = { userId, from: period.from, to: period.to };
  const statement = useStatement(request);
  // Only the member disputes a line of their statement (docs/decisions/disputes.md, "Who may dispute").
  const own = useStoredUser()?.users_id === userId;
  return (
    <div className="space-y-6">
      {/* docs/decisions/phone.md, "On paper": the period's fields and the downloads stay on screen. */}
      <Card className="print:hidden">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <fieldset
            aria-label={t('statements.period.label')}
            className="grid flex-1 gap-4 sm:max-w-md sm:grid-cols-2"
          >
            <DateFilter
              label={t('statements.period.from')}
              value={period.from}
              max={period.today}
              onChange={period.setFrom}
            />
            <DateFilter
              label={t('statements.period.to')}
              value={period.to}
              max={period.today}
              onChange={period.setTo}
            />
          </fieldset>
          <StatementDownloads statement={request} />
        </div>
      </Card>
      <Loaded
        query={statement}
        loading={t('statements.loading')}
        failed={messageOf(statement.error, t('statements.failed'))}
      >
        {(data) => (
          <>
            <p className="text-sm text-slate-600" data-testid="statement-heading">
              <span className="font-semibold text-slate-900">
                {data.member.firstname} {data.member.lastname}
              </span>{' '}
              <span data-testid="statement-member-number">({data.member.member_number})</span> ·{' '}
              {data.group_name} ·{' '}
              {t('statements.period.fromTo', { from: formatDate(data.from), to: formatDate(data.to) })}
            </p>
            <SavingsSection savings={data.savings} own={own} />
            <LoansSection loans={data.loans} own={own} />
            <ContributionsSection contributions={data.contributions} own={own} />
            {data.share_outs.length > 0 ? <ShareOutsSection shareOuts={data.share_outs} /> : null}
          </>
        )}
      </Loaded>
    </div>
  );
}
