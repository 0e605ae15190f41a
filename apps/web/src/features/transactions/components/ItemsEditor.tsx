import { EXTRA_MAX, ITEMS_MAX, TRANSACTION_TYPES } from '@links/domain';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { Select } from '../../../components/ui/Select';
import {
  centsToAmountText,
  type ItemDraft,
  type ItemErrors,
  type ItemsErrors,
  isTransactionType,
  newItem,
  totalCents,
} from './itemsDraft';
import { transactionTypeLabels } from './labels';

const typeOptions = TRANSACTION_TYPES.map((type) => ({
  value: type,
  label: `${type}: ${transactionTypeLabels[type]}`,
}));

/**
 * The items of the transaction form (product spec §5): each a type (SAVING, LTL or STL), an amount
 * (min 0, step 0.01) and an optional reference; Add Item and Remove, with at least one item left;
 * the total summed automatically and read-only.
 */
export function ItemsEditor({
  items,
  errors,
  onChange,
  disabled = false,
}: {
  items: readonly ItemDraft[];
  errors: ItemsErrors;
  /** `changed` names the field the user edited, so that its error can go. */
  onChange: (items: ItemDraft[], changed?: { key: number; field: keyof ItemErrors }) => void;
  disabled?: boolean;
}) {
  const update = (key: number, field: keyof ItemErrors, patch: Partial<ItemDraft>) =>
    onChange(
      items.map((item) => (item.key === key ? { ...item, ...patch } : item)),
      { key, field },
    );

  return (
    <div className="space-y-3">
      <h2 className="text-sm font-semibold text-slate-900">Items</h2>
      {items.map((item, index) => (
        <fieldset
          key={item.key}
          aria-labelledby={`item-${item.key}-title`}
          className="rounded-xl border border-slate-200 bg-slate-50/60 px-4 pt-3 pb-4"
          disabled={disabled}
        >
          <div className="mb-2 flex items-center justify-between gap-3">
            <h3 id={`item-${item.key}-title`} className="text-sm font-semibold text-slate-800">
              Item {index + 1}
            </h3>
            <Button
              variant="ghost"
              className="px-3 py-1.5"
              disabled={items.length === 1}
              onClick={() => onChange(items.filter((other) => other.key !== item.key))}
            >
              Remove<span className="sr-only"> item {index + 1}</span>
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Select
              label="Type"
              placeholder="Select a type"
              value={item.type}
              onChange={(value) => update(item.key, 'type', { type: isTransactionType(value) ? value : '' })}
              options={typeOptions}
              error={errors[item.key]?.type}
            />
            <MoneyInput
              label="Amount"
              value={item.amount}
              onChange={(value) => update(item.key, 'amount', { amount: value })}
              error={errors[item.key]?.amount}
            />
            <Field
              label="Reference (optional)"
              className="sm:col-span-2 lg:col-span-1"
              value={item.extra}
              maxLength={EXTRA_MAX}
              placeholder="e.g. an M-Pesa code"
              onChange={(event) => update(item.key, 'extra', { extra: event.target.value })}
              error={errors[item.key]?.extra}
            />
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Button
          variant="secondary"
          disabled={disabled || items.length >= ITEMS_MAX}
          onClick={() => onChange([...items, newItem()])}
        >
          Add Item
        </Button>
        <MoneyInput
          label="Total"
          className="w-full sm:w-64"
          value={centsToAmountText(totalCents(items))}
          onChange={() => undefined}
          readOnly
          hint={items.length >= ITEMS_MAX ? `A transaction has at most ${ITEMS_MAX} items.` : undefined}
        />
      </div>
    </div>
  );
}
