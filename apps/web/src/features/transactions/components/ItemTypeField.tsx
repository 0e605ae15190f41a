import { SPLIT_TYPES } from '@links/domain';
import { type Control, useController } from 'react-hook-form';
import { Select, type SelectOption } from '../../../components/ui/Select';
import { payableKinds, useContributionKinds } from '../../contributions';
import { transactionTypeLabels } from './labels';
import type { TransactionFormValues } from './transactionForm';

/** The option of a kind of contribution: `CONTRIBUTION:3`. */
const KIND_OPTION = 'CONTRIBUTION:';

const typeOptions: SelectOption[] = SPLIT_TYPES.map((type) => ({
  value: type,
  label: `${type}: ${transactionTypeLabels[type]}`,
}));

/**
 * What an item may pay into: savings and the two loans, then each open kind of contribution besides
 * savings, by its name (docs/decisions/contribution-kinds.md, "Items of a kind"). Every member reads
 * the kinds; while they load, or when the group has none, the three types are all there is.
 */
export function useItemTypeOptions(): SelectOption[] {
  const kinds = useContributionKinds();
  const kindOptions = payableKinds(kinds.data).map((kind) => ({
    value: `${KIND_OPTION}${kind.id}`,
    label: kind.name,
  }));
  return [...typeOptions, ...kindOptions];
}

/**
 * An item's type: one choice that sets both the item's `transaction_type` and, for a kind of
 * contribution, its `contribution_kind_id` (`CONTRIBUTION` with the kind's id). A refusal of either
 * shows under it.
 */
export function ItemTypeField({
  control,
  index,
  options,
}: {
  control: Control<TransactionFormValues>;
  index: number;
  options: readonly SelectOption[];
}) {
  const type = useController({ control, name: `transaction_items.${index}.transaction_type` });
  const kind = useController({ control, name: `transaction_items.${index}.contribution_kind_id` });
  const value =
    type.field.value === 'CONTRIBUTION'
      ? `${KIND_OPTION}${kind.field.value ?? ''}`
      : String(type.field.value);
  return (
    <Select
      label="Type"
      placeholder="Select a type"
      options={options}
      name={type.field.name}
      value={value}
      onBlur={type.field.onBlur}
      onChange={(chosen) => {
        const kindId = chosen.startsWith(KIND_OPTION) ? Number(chosen.slice(KIND_OPTION.length)) : undefined;
        type.field.onChange(kindId === undefined ? chosen : 'CONTRIBUTION');
        kind.field.onChange(kindId);
      }}
      error={type.fieldState.error?.message ?? kind.fieldState.error?.message}
    />
  );
}
