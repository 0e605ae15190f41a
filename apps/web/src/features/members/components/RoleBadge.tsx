import type { Role } from '@links/domain';
import { msg, useTranslation } from '../../../i18n';

const roleWords: Record<Role, `common.roles.${Role}`> = {
  admin: msg('common.roles.admin'),
  member: msg('common.roles.member'),
};

/** A user's role as a badge; a role this screen does not know yet shows as the server names it. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  const tone =
    role === 'admin'
      ? 'bg-brand-50 text-brand-800 ring-brand-600/20'
      : 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${tone}`}
    >
      {Object.hasOwn(roleWords, role) ? t(roleWords[role]) : role}
    </span>
  );
}
