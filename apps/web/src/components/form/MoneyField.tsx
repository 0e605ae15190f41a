import { kesAmount } from '@links/domain';
import { type ComponentProps, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { MoneyInput } from '../ui/MoneyInput';
import { inWords } from './subjects';

/** The text of an amount field as the wire's KES number: '' is left out, anything else is read. */
export function amountOfText(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/**
 * What the domain's money rule (the server's) says of a typed amount outside a form, under the
 * field's label in the language on screen: `Savings must have at most two decimals`; nothing for a
 * fine or an empty one.
 */
export function typedAmountError(label: string, text: string): string | undefined {
  const kes = amountOfText(text);
  if (kes === undefined) return undefined;
  const read = kesAmount('amount').safeParse(kes);
  const message = read.success ? undefined : read.error.issues[0]?.message;
  return message === undefined ? undefined : inWords(message, 'amount', { amount: label });
}

const textOf = (amount: unknown) => (typeof amount === 'number' ? String(amount) : '');

type MoneyFieldProps<Values extends FieldValues> = Omit<
  ComponentProps<typeof MoneyInput>,
  'value' | 'onChange' | 'error' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/**
 * A KES amount of a form: the form holds the wire's KES number (or nothing), the field keeps what
 * was typed while it reads as that number, so `1500.50` is not rewritten to `1500.5` under the
 * cursor. The request schema refuses a third decimal, a negative amount and the like.
 */
export function MoneyField<Values extends FieldValues>({ control, name, ...input }: MoneyFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const [typed, setTyped] = useState(() => textOf(field.value));
  const shown = Object.is(amountOfText(typed), field.value) ? typed : textOf(field.value);
  return (
    <MoneyInput
      {...input}
      name={field.name}
      value={shown}
      onChange={(text) => {
        setTyped(text);
        field.onChange(amountOfText(text));
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
