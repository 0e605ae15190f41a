import type { ComponentProps } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Select } from '../ui/Select';

type SelectFieldProps<Values extends FieldValues> = Omit<
  ComponentProps<typeof Select>,
  'value' | 'onChange' | 'error' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** A form's choice (a member, an account, a type): the form holds the option's value as text. */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  ...select
}: SelectFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...select}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
