import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '../ui/Field';
import { useBoundField } from './boundField';

type TextFieldProps<Values extends FieldValues> = Omit<
  ComponentProps<typeof Field>,
  'value' | 'onChange' | 'error' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** A message said once above the form's fields: marks this field invalid without repeating it. */
  saidAbove?: string | undefined;
};

/**
 * A form's text or date input. With `type="date"` the form holds `YYYY-MM-DD` (or ''), which the
 * request schema reads as a calendar date in the group's time zone.
 */
export function TextField<Values extends FieldValues>({
  control,
  name,
  saidAbove,
  ...input
}: TextFieldProps<Values>) {
  const { field, bound } = useBoundField(control, name, saidAbove);
  return <Field {...input} {...bound} onChange={(event) => field.onChange(event.target.value)} />;
}

/** A calendar date of a form (`YYYY-MM-DD`). */
export function DateField<Values extends FieldValues>(props: Omit<TextFieldProps<Values>, 'type'>) {
  return <TextField {...props} type="date" />;
}

/** A rate or a term typed as text (`type="number"`), with its unit (`%`) shown inside the input. */
export function NumberField<Values extends FieldValues>({
  unit,
  ...props
}: Omit<TextFieldProps<Values>, 'type' | 'trailing'> & { unit?: string | undefined }) {
  return (
    <TextField
      {...props}
      type="number"
      trailing={unit ? <span className="text-sm font-medium text-slate-500">{unit}</span> : undefined}
    />
  );
}
