import type { GroupChoice, Office, SessionUser } from '@links/domain/plain';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { msg, useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { screensOf } from '../../../lib/session';
import { useChooseGroup, useMyGroups } from '../api/groups';

const officeWords: Record<Office, `common.offices.${Office}`> = {
  member: msg('common.offices.member'),
  chair: msg('common.offices.chair'),
  treasurer: msg('common.offices.treasurer'),
  secretary: msg('common.offices.secretary'),
  auditor: msg('common.offices.auditor'),
};

/** Where a user lands in a group: the admin's home for those who read the group, else their own. */
const homeOf = (user: Pick<SessionUser, 'role' | 'office'>) =>
  screensOf(user) === 'admin' ? '/' : '/member';

/**
 * `/choose-group`: the person's groups, after a sign-in that names more than one and from the
 * switcher on every screen (docs/decisions/people.md, "Choosing a group"). Each group's money is
 * seen only in that group.
 */
export function ChooseGroupPage() {
  const { t } = useTranslation();
  const groups = useMyGroups();
  const choose = useChooseGroup();
  const navigate = useNavigate();

  const pick = (group: GroupChoice) => {
    choose.mutate(group.group_id, {
      onSuccess: (answer) => navigate(homeOf(answer.user), { replace: true }),
    });
  };

  return (
    <>
      <PageHeader title={t('auth.groups.title')}>{t('auth.groups.intro')}</PageHeader>
      <Card className="max-w-xl">
        {choose.error ? <Alert>{messageOf(choose.error, t('auth.groups.failed'))}</Alert> : null}
        <Loaded query={groups} loading={t('auth.groups.loading')} failed={t('auth.groups.loadFailed')}>
          {(list) => (
            <ul className="divide-y divide-slate-200" aria-label={t('auth.groups.list')}>
              {list.map((group) => (
                <li key={group.group_id}>
                  <button
                    type="button"
                    onClick={() => pick(group)}
                    disabled={choose.isPending}
                    aria-current={group.current ? 'true' : undefined}
                    className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-slate-50 disabled:opacity-60"
                  >
                    <span
                      aria-hidden
                      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 font-bold text-brand-900"
                    >
                      {group.name.charAt(0).toUpperCase()}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-slate-900">{group.name}</span>
                      <span className="block text-sm text-slate-600">
                        {Object.hasOwn(officeWords, group.office)
                          ? t(officeWords[group.office])
                          : group.office}{' '}
                        · {group.member_no}
                      </span>
                    </span>
                    {group.status === 'suspended' ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {t('auth.groups.suspended')}
                      </span>
                    ) : null}
                    {group.current ? (
                      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                        {t('auth.groups.current')}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Card>
    </>
  );
}
