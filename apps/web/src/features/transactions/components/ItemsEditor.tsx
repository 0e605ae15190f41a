import { EXTRA_MAX, ITEMS_MAX } from '@links/domain';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { useTranslation } from '../../../i18n';
import { ItemTypeField, useItemTypeOptions } from './ItemTypeField';
import { centsToAmountText, newItem, type TransactionFormValues, totalCents } from './transactionForm';

/**
 * The items of the transaction form (docs/spec/validation.md, "Transaction form"): each a type (SAVING,
 * LTL or STL; one of the group's other kinds of contribution, docs/decisions/contribution-kinds.md,
 * "Items of a kind"; fines, docs/decisions/lending.md, "Paying fines"; or one of the member's
 * merry-go-rounds, docs/decisions/rotations.md, "Paying in"), an amount (min 0, step 0.01) and an
 * optional reference; Add Item and Remove, with at least one item left; the total summed automatically
 * and read-only.
 */
export function ItemsEditor({
  control,
  disabled = false,
}: {
  control: Control<TransactionFormValues>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'transaction_items' });
  const items = useWatch({ control, name: 'transaction_items' });
  const userId = useWatch({ control, name: 'user_id' });
  // A merry-go-round is offered to the members in it: the chosen one's (admin) or the member's own.
  const typeOptions = useItemTypeOptions(userId ? Number(userId) : undefined);

  return (
    <div className="space-y-3">
      <h2 className="text-sm font-semibold text-slate-900">{t('transactions.form.items')}</h2>
      {fields.map((item, index) => {
        /** The form field of this item named `field`. */
        const at = <Field extends 'transaction_amount' | 'extra'>(field: Field) =>
          ({ control, name: `transaction_items.${index}.${field}` }) as const;
        return (
          <fieldset
            key={item.id}
            aria-labelledby={`item-${item.id}-title`}
            className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 px-4 pt-3 pb-4 max-sm:px-3"
            disabled={disabled}
          >
            <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
              <h3 id={`item-${item.id}-title`} className="text-sm font-semibold text-slate-800">
                {t('transactions.form.item', { number: index + 1 })}
              </h3>
              <Button
                variant="ghost"
                className="min-w-0 px-3 py-1.5 max-sm:px-2"
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                {t('transactions.form.remove')}
                <span className="sr-only"> {t('transactions.form.removeItem', { number: index + 1 })}</span>
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <ItemTypeField control={control} index={index} options={typeOptions} />
              <MoneyField {...at('transaction_amount')} label={t('transactions.form.amount')} />
              <TextField
                {...at('extra')}
                label={t('transactions.form.reference')}
                className="sm:col-span-2 lg:col-span-1"
                maxLength={EXTRA_MAX}
                placeholder={t('transactions.form.referenceHint')}
              />
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Button
          variant="secondary"
          disabled={disabled || fields.length >= ITEMS_MAX}
          onClick={() => append(newItem())}
        >
          {t('transactions.form.addItem')}
        </Button>
        <MoneyInput
          label={t('transactions.form.total')}
          className="w-full sm:w-64"
          value={centsToAmountText(totalCents(items))}
          onChange={() => undefined}
          readOnly
          hint={fields.length >= ITEMS_MAX ? t('transactions.form.atMost', { max: ITEMS_MAX }) : undefined}
        />
      </div>
    </div>
  );
}
