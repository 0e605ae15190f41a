import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { MemberField } from '../../../components/form/MemberField';
import { MoneyField } from '../../../components/form/MoneyField';
import { DateField } from '../../../components/form/TextField';
import { useTranslation } from '../../../i18n';
import { AccountField, paidFrom } from '../../books';
import { PayByMpesaField } from '../../payouts';

/** The fields both loan forms send under the same names. */
export interface LoanFormValues extends FieldValues {
  user_id: string;
  date_issued: string;
  account_id: string;
  /** Ticked: the loan is owed to the member by M-Pesa, and no money account pays it now. */
  pay_by_mpesa: boolean;
}

/** What differs between the two loan forms' common fields: the amount's name, label, min and step. */
export interface LoanAmountConfig<Values extends LoanFormValues> {
  name: FieldPath<Values>;
  label: string;
  min?: number;
  step?: number;
  hint?: string;
}

/**
 * The common fields in the form's words, as both loan forms name them in the shared rules' messages
 * (`User is required`), in the language on screen (docs/decisions/languages.md, "Form messages").
 */
export const loanSubjectsOf = (t: TFunction) => ({
  user_id: t('loans.form.user'),
  date_issued: t('loans.form.subjects.dateIssued'),
  account_id: t('loans.form.paidFrom'),
});

/**
 * Where the loan's money comes from on the wire: `pay_by_mpesa` when ticked (docs/decisions/payouts.md,
 * "Owing"), else the account picked (or none, the group default).
 */
export const loanPaidBy = (values: Pick<LoanFormValues, 'account_id' | 'pay_by_mpesa'>) =>
  values.pay_by_mpesa ? { pay_by_mpesa: true } : paidFrom(values.account_id);

/**
 * The body the long-term and the short-term loan forms share
 * (docs/spec/validation.md, "Short-term loan form"): the member, the amount, the date issued (not after
 * today), the kind's own fields, and the money account that pays it out, or, ticked, M-Pesa to the
 * member's phone (the account then hidden: none pays it now).
 */
export function LoanFields<Values extends LoanFormValues>({
  control,
  amount,
  today,
  children,
}: {
  control: Control<Values>;
  amount: LoanAmountConfig<Values>;
  today: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { name, ...amountInput } = amount;
  const byMpesa = useWatch({ control, name: 'pay_by_mpesa' as FieldPath<Values> }) === true;
  return (
    <>
      <MemberField control={control} name={'user_id' as FieldPath<Values>} label={t('loans.form.user')} />
      <MoneyField control={control} name={name} {...amountInput} />
      <DateField
        control={control}
        name={'date_issued' as FieldPath<Values>}
        label={t('loans.form.dateIssued')}
        max={today}
      />
      {children}
      <PayByMpesaField control={control} name={'pay_by_mpesa' as FieldPath<Values>} />
      {byMpesa ? null : (
        <AccountField
          control={control}
          name={'account_id' as FieldPath<Values>}
          label={t('loans.form.paidFrom')}
        />
      )}
    </>
  );
}
