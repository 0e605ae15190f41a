import type { Role } from '@links/domain';

export function RoleBadge({ role }: { role: Role }) {
  const tone =
    role === 'admin'
      ? 'bg-brand-50 text-brand-800 ring-brand-600/20'
      : 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${tone}`}
    >
      {role}
    </span>
  );
}
