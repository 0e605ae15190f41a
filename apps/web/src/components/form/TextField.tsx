import type { ComponentProps } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field } from '../ui/Field';

type TextFieldProps<Values extends FieldValues> = Omit<
  ComponentProps<typeof Field>,
  'value' | 'onChange' | 'error' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/**
 * A form's text or date input. With `type="date"` the form holds `YYYY-MM-DD` (or ''), which the
 * request schema reads as a calendar date in the group's time zone.
 */
export function TextField<Values extends FieldValues>({ control, name, ...input }: TextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      {...input}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A calendar date of a form (`YYYY-MM-DD`). */
export function DateField<Values extends FieldValues>(props: Omit<TextFieldProps<Values>, 'type'>) {
  return <TextField {...props} type="date" />;
}
