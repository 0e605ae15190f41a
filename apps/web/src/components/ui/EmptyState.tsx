import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Icon } from './Icon';

/** docs/spec/screens.md, "The shared table", Shared table: an empty list says `No data found`. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-10 text-center">
      <Icon size={28} strokeWidth={1.5} className="text-slate-300">
        <path d="M3 7h18M3 12h18M3 17h10" strokeLinecap="round" />
      </Icon>
      <p className="text-sm font-medium text-slate-500">{children ?? t('common.table.noData')}</p>
    </div>
  );
}
