import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useMemberContributions } from '../api/member-contributions';
import { expectedText, kindLabel } from './kinds';

/**
 * The member's part of each kind of contribution besides savings (docs/decisions/contribution-kinds.md,
 * "Each member's part"): what they have put in, and what each member is expected to bring. Savings have
 * their own card; a group that collects nothing else shows no card at all.
 */
export function MyContributionsCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const contributions = useMemberContributions(userId);
  if (contributions.isError) return <Alert>{t('contributions.mine.failed')}</Alert>;
  const kinds = (contributions.data ?? []).filter((kind) => !kind.is_savings);
  if (kinds.length === 0) return null;
  return (
    <Card
      title={t('contributions.mine.title')}
      description={t('contributions.mine.description')}
      className="max-w-xl"
    >
      <ul className="-my-3 divide-y divide-slate-100" data-testid="my-contributions">
        {kinds.map((kind) => (
          <li
            key={kind.contribution_kind_id}
            className="flex items-start justify-between gap-4 py-3"
            data-testid="my-contribution"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{kind.name}</p>
              <p className="text-xs text-slate-500">
                {kindLabel(t, kind.kind)}
                {kind.expected_amount === null ? null : (
                  <>
                    {' · '}
                    {t('contributions.mine.expected', { expected: expectedText(kind, t) })}
                  </>
                )}
              </p>
            </div>
            <Money
              cents={kesToCents(kind.total)}
              currency
              className="shrink-0 text-base font-semibold text-brand-800"
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
