import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';

/** A header's secondary link: where it leads and its words (`Back to savings`). */
export interface HeaderLink {
  to: string;
  label: string;
}

export function PageHeader({
  title,
  actions,
  link,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** A secondary link (back to the list), shown as the header's action. */
  link?: HeaderLink;
  children?: ReactNode;
}) {
  const shown = link ? (
    <ButtonLink to={link.to} variant="secondary">
      {link.label}
    </ButtonLink>
  ) : (
    actions
  );
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children ? <div className="mt-1 text-sm text-slate-500">{children}</div> : null}
      </div>
      {shown ? <div className="flex flex-wrap gap-2">{shown}</div> : null}
    </div>
  );
}
