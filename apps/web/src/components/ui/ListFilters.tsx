import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from './Button';
import { Field } from './Field';

/**
 * The bar above a server-searched list: a search box sent on Search or Enter, and the list's
 * pickers (children), which apply at once. On a phone the pickers fold away behind one button,
 * so the list starts on the first screen; they stay open when one of them is in use.
 */
export function ListFilters({
  label,
  q,
  onSearch,
  placeholder,
  filtering,
  children,
}: {
  /** Names the form for screen readers (and tests): `Filter loans`. */
  label: string;
  q: string;
  onSearch: (q: string) => void;
  placeholder: string;
  /** Whether a picker is in use, so the folded pickers start open. */
  filtering: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const [open, setOpen] = useState(filtering);
  const folded = open ? 'contents' : 'hidden sm:contents';
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      onSubmit={search}
      aria-label={label}
      className="mb-4 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-4"
    >
      <Field
        label={t('common.filters.search')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        className="sm:col-span-2"
      />
      <Button
        type="button"
        variant="secondary"
        className="sm:hidden"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('common.filters.fewerFilters') : t('common.filters.moreFilters')}
      </Button>
      <div className={folded}>{children}</div>
      <Button type="submit" variant="secondary">
        {t('common.filters.search')}
      </Button>
    </form>
  );
}
