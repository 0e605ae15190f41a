import { useTranslation } from '../../../i18n';
import { useMyGroups } from '../api/groups';

/** What every screen says while the group is suspended (docs/decisions/groups.md, "Suspended groups"). */
export function SuspendedNotice() {
  const { t } = useTranslation();
  const groups = useMyGroups();
  const current = groups.data?.find((group) => group.current);
  if (current?.status !== 'suspended') return null;
  return (
    <p
      role="status"
      data-testid="suspended-notice"
      className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-900 md:px-8"
    >
      {t('auth.suspended')}
    </p>
  );
}
