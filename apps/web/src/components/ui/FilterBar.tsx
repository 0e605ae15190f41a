import { useTranslation } from '../../i18n';
import { Field } from './Field';
import { ListFilters } from './ListFilters';
import { Select, type SelectOption } from './Select';

/** One picker of a list's filter bar, bound to the query-string name `key`. */
export type FilterField<Key extends string> =
  | {
      kind: 'select';
      key: Key;
      /** None for the `Order` picker, which says `Order` in the language on screen. */
      label?: string;
      options: readonly SelectOption[];
      /** The empty choice: what the list shows with no filter, e.g. `All statuses`. */
      placeholder: string;
      /** The choice the list stands on with no filter (`Pending`): shown then, and picking it clears it. */
      standing?: string;
    }
  | { kind: 'date'; key: Key; label: string };

/** A choice among `options`; `placeholder` is the empty choice (`All statuses`). */
export const selectField = <Key extends string>(
  key: Key,
  label: string,
  options: readonly SelectOption[],
  placeholder: string,
  standing?: string,
): FilterField<Key> => ({
  kind: 'select',
  key,
  label,
  options,
  placeholder,
  ...(standing ? { standing } : {}),
});

/** The `Order` picker: `placeholder` names the server's default order. */
export const orderField = (options: readonly SelectOption[], placeholder: string): FilterField<'sort'> => ({
  kind: 'select',
  key: 'sort',
  options,
  placeholder,
});

/** Options from their labels by value (`{ admin: 'Admins' }`), in the record's order. */
export const choices = (labels: Readonly<Record<string, string>>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The `Order` picker over `labels`, each order's label by its `sort` value; `placeholder` names the default. */
export const orderBy = (placeholder: string, labels: Readonly<Record<string, string>>) =>
  orderField(choices(labels), placeholder);

/** The query-string names of a list that is only searched and ordered. */
export const SEARCH_AND_ORDER = ['q', 'sort'] as const;

/** A `from`..`to` pair of day pickers with the list's own labels. */
export const dateRangeFields = (fromLabel: string, toLabel: string): FilterField<'from' | 'to'>[] => [
  { kind: 'date', key: 'from', label: fromLabel },
  { kind: 'date', key: 'to', label: toLabel },
];

/** What a list's filter bar is given: its values (the query string's) and the change to make. */
export interface FilterProps<Key extends string> {
  values: Record<Key | 'q', string>;
  onChange: (values: Partial<Record<Key | 'q', string>>) => void;
}

/** A list's filter bar as a component of its own: the form's label, the search's hint, its pickers. */
export function filterBar<Key extends string>(
  label: string,
  placeholder: string,
  fields: readonly FilterField<Key>[],
) {
  return (props: FilterProps<Key>) => (
    <FilterBar label={label} placeholder={placeholder} fields={fields} {...props} />
  );
}

/**
 * A list's filter bar from its configuration: the search box (`q`) and each picker in `fields`,
 * in order. The folded pickers start open when any of them holds a value.
 */
export function FilterBar<Key extends string>({
  label,
  placeholder,
  fields,
  values,
  onChange,
}: {
  /** Names the form for screen readers (and tests): `Filter loans`. */
  label: string;
  /** The search box's hint: what the search matches. */
  placeholder: string;
  fields: readonly FilterField<Key>[];
} & FilterProps<Key>) {
  const { t } = useTranslation();
  const set = (key: Key, value: string) => onChange({ [key]: value } as Partial<Record<Key | 'q', string>>);
  return (
    <ListFilters
      label={label}
      q={values.q}
      onSearch={(q) => onChange({ q } as Partial<Record<Key | 'q', string>>)}
      placeholder={placeholder}
      filtering={fields.some((field) => Boolean(values[field.key]))}
    >
      {fields.map((field) =>
        field.kind === 'select' ? (
          <Select
            key={field.key}
            label={field.label ?? t('common.filters.order')}
            value={values[field.key] || (field.standing ?? '')}
            onChange={(value) => set(field.key, value === field.standing ? '' : value)}
            options={field.options}
            placeholder={field.placeholder}
          />
        ) : (
          <Field
            key={field.key}
            label={field.label}
            type="date"
            value={values[field.key]}
            onChange={(event) => set(field.key, event.target.value)}
          />
        ),
      )}
    </ListFilters>
  );
}
