import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { boundField, type FieldOf } from '../../../components/form/boundField';
import { MoneyInput } from '../../../components/ui/MoneyInput';

/**
 * A KES amount of the wizard. Unlike the kit's MoneyField, the form holds the text as typed: the
 * steps read it with the domain's wizard rules (`parseKes`), and going back shows it unchanged.
 */
export const AmountField: <Values extends FieldValues>(
  props: FieldOf<ComponentProps<typeof MoneyInput>, Values>,
) => ReactNode = boundField(MoneyInput);
