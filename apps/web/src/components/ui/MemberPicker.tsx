import { fullName } from '@links/domain';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { controlClass, describedBy } from './controlStyles';
import { ControlIcon, LabelledControl } from './LabelledControl';
import { type Match, MatchList, type Suggestion } from './MemberMatches';
import { type MemberFilter, useMemberOf, useMemberSearch } from './useMemberSearch';

export type { MemberFilter, Suggestion };

/** `Wanjiru Kamau`: how a picker names a member, as everywhere (the domain's `fullName`). */
export { fullName };

export interface MemberPickerProps {
  /** The chosen member's user id as text, '' for none (as a select's value). */
  value: string;
  onChange: (userId: string) => void;
  onBlur?: () => void;
  label?: string;
  name?: string;
  placeholder?: string;
  /** Narrows who is offered: `{ has_savings: 'false' }` offers only members without savings. */
  filter?: MemberFilter;
  /** The name to show for a value chosen elsewhere (a suggestion); else it is asked of the server. */
  selectedLabel?: string;
  /** Members to offer first while nothing is typed (a payment's likely payers), as `name`, `detail`. */
  suggestions?: readonly Suggestion[];
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/**
 * Choose a member by typing part of a name, a member number, a phone or an email: the server
 * answers the first matches (`GET /get-users?q&per_page=20`), so a group of any size loads only
 * those. A combobox (WAI-ARIA 1.2): arrows move through the matches, Enter picks, Escape closes;
 * on a phone each match is a full-width row to tap.
 */
export function MemberPicker({
  value,
  onChange,
  onBlur,
  label: givenLabel,
  name,
  placeholder,
  filter = {},
  selectedLabel,
  suggestions = [],
  error,
  hint,
  className,
}: MemberPickerProps) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('common.memberPicker.label');
  const id = useId();
  const listId = `${id}-list`;
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(
    value && selectedLabel ? { id: value, name: selectedLabel } : null,
  );
  const [text, setText] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useMemberSearch(chosen ? '' : text, filter);
  const known = useMemberOf(value, value !== '' && value !== chosen?.id && !selectedLabel);
  const typed = !chosen && text.trim() !== '';
  const offered = new Set(typed ? [] : suggestions.map((s) => s.id));
  const matches: Match[] = [
    ...(typed ? [] : suggestions),
    ...search.members
      .filter((member) => !offered.has(member.users_id))
      .map((member) => ({ id: member.users_id, name: fullName(member), detail: member.member_number })),
  ];

  // A form reset (value back to '') or a value set from outside shows in the box.
  useEffect(() => {
    if (value === '' && chosen) {
      setChosen(null);
      setText('');
    } else if (value && value !== chosen?.id) {
      const name = selectedLabel ?? (known ? fullName(known) : undefined);
      if (name) {
        setChosen({ id: value, name });
        setText(name);
      }
    }
  }, [value, chosen, selectedLabel, known]);

  const pick = (match: Match) => {
    const picked = { id: String(match.id), name: match.name };
    setChosen(picked);
    setText(picked.name);
    setOpen(false);
    onChange(picked.id);
  };
  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(0);
    if (chosen) {
      setChosen(null);
      onChange('');
    }
  };
  const close = () => {
    setOpen(false);
    if (!chosen) setText('');
    else setText(chosen.name);
    onBlur?.();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (count) setActive((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const match = matches[active];
      if (match) pick(match);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog the picker may sit in.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setText(chosen?.name ?? '');
    }
  };

  const optionId = (n: number) => `${id}-option-${n}`;
  const showList = open && (matches.length > 0 || !search.searching || search.failed);
  return (
    <LabelledControl
      id={id}
      label={label}
      error={error}
      hint={hint}
      className={className}
      after={
        search.failed ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {t('common.memberPicker.failed')}
          </p>
        ) : null
      }
    >
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        placeholder={placeholder ?? t('common.memberPicker.placeholder')}
        value={text}
        onChange={(event) => type(event.target.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={keyDown}
        className={`${controlClass(error)} pr-10`}
      />
      <ControlIcon>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </ControlIcon>
      {showList ? (
        <MatchList
          listId={listId}
          label={t('common.memberPicker.matches', { label })}
          matches={matches}
          total={search.total}
          failed={search.failed}
          busy={search.searching}
          active={active}
          optionId={optionId}
          onPick={pick}
        />
      ) : null}
    </LabelledControl>
  );
}
