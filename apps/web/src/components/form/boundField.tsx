import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** What a control bound to a form field takes from the form (and its `name` and `onBlur`). */
export interface BoundProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export type FieldOf<Props, Values extends FieldValues> = Omit<Props, keyof BoundProps | 'name' | 'onBlur'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  saidAbove?: string | undefined;
};

/** The text a form holds for a field, as a control shows it ('' for none). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

/**
 * A form field's name, text, blur and error message, for a control that takes them as they are.
 * `saidAbove` is a message the form writes once above its fields: a field whose error it is, is
 * marked invalid without the message repeated under it.
 */
export function useBoundField<Values extends FieldValues>(
  control: Control<Values>,
  name: FieldPath<Values>,
  saidAbove?: string,
) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const quiet = message !== undefined && message === saidAbove;
  return {
    field,
    bound: {
      name: field.name,
      value: textOf(field.value),
      onBlur: field.onBlur,
      error: quiet ? undefined : message,
      ...(quiet ? { 'aria-invalid': true as const } : {}),
    },
  };
}

/**
 * A control that takes a text value and an `onChange(text)` (a text area, the member picker, an
 * account choice), bound to a form field: the form's value, its changes and its error message.
 */
export function boundField<Props extends BoundProps>(Input: (props: Props) => ReactNode) {
  return function BoundField<Values extends FieldValues>({
    control,
    name,
    saidAbove,
    ...rest
  }: FieldOf<Props, Values>) {
    const { field, bound } = useBoundField(control, name, saidAbove);
    const props = { ...rest, ...bound, onChange: field.onChange } as unknown as Props;
    return <Input {...props} />;
  };
}
