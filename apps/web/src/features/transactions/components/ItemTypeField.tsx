import { SPLIT_TYPES, type TransactionType } from '@links/domain';
import { type Control, useController } from 'react-hook-form';
import { Select, type SelectOption } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { payableKinds, useContributionKinds } from '../../contributions';
import { useMemberRotations } from '../../rotations';
import type { TransactionFormValues } from './transactionForm';

/** The option of a kind of contribution: `CONTRIBUTION:3`. */
const KIND_OPTION = 'CONTRIBUTION:';
/** The option of a merry-go-round: `ROTATION:7`. */
const ROTATION_OPTION = 'ROTATION:';

/**
 * What an item may pay into: savings and the two loans, then each open kind of contribution besides
 * savings, by its name (docs/decisions/contribution-kinds.md, "Items of a kind"), the member's fines
 * (docs/decisions/lending.md, "Paying fines"), and each running merry-go-round `userId` is in, by its
 * name (docs/decisions/rotations.md, "Paying in"). Every member reads the kinds and the merry-go-rounds;
 * while they load, or without a member chosen, the options are the ones known.
 */
export function useItemTypeOptions(userId: number | undefined): SelectOption[] {
  const { t } = useTranslation();
  /** The options of the types with no name of their own: each its code and its words, `SAVING: Savings`. */
  const typeOptions: Record<(typeof SPLIT_TYPES)[number] | 'FINE', SelectOption> = {
    SAVING: { value: 'SAVING', label: t('transactions.form.typeOptions.SAVING') },
    LTL: { value: 'LTL', label: t('transactions.form.typeOptions.LTL') },
    STL: { value: 'STL', label: t('transactions.form.typeOptions.STL') },
    FINE: { value: 'FINE', label: t('transactions.form.typeOptions.FINE') },
  };
  const kinds = useContributionKinds();
  const rotations = useMemberRotations(userId);
  const kindOptions = payableKinds(kinds.data).map((kind) => ({
    value: `${KIND_OPTION}${kind.id}`,
    label: kind.name,
  }));
  const rotationOptions = rotations.map((rotation) => ({
    value: `${ROTATION_OPTION}${rotation.id}`,
    label: rotation.name,
  }));
  return [
    ...SPLIT_TYPES.map((type) => typeOptions[type]),
    ...kindOptions,
    typeOptions.FINE,
    ...rotationOptions,
  ];
}

/** What an option sets: the item's type, and the kind or merry-go-round it names. */
function chosenItem(chosen: string): {
  type: TransactionType | '';
  kindId: number | undefined;
  rotationId: number | undefined;
} {
  if (chosen.startsWith(KIND_OPTION)) {
    return { type: 'CONTRIBUTION', kindId: Number(chosen.slice(KIND_OPTION.length)), rotationId: undefined };
  }
  if (chosen.startsWith(ROTATION_OPTION)) {
    return { type: 'ROTATION', kindId: undefined, rotationId: Number(chosen.slice(ROTATION_OPTION.length)) };
  }
  return { type: chosen as TransactionType | '', kindId: undefined, rotationId: undefined };
}

/**
 * An item's type: one choice that sets the item's `transaction_type` and, for a kind of contribution,
 * its `contribution_kind_id` (`CONTRIBUTION` with the kind's id), for a merry-go-round its `rotation_id`
 * (`ROTATION` with the merry-go-round's id). A refusal of any of them shows under it.
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
  const { t } = useTranslation();
  const type = useController({ control, name: `transaction_items.${index}.transaction_type` });
  const kind = useController({ control, name: `transaction_items.${index}.contribution_kind_id` });
  const rotation = useController({ control, name: `transaction_items.${index}.rotation_id` });
  let value = String(type.field.value);
  if (type.field.value === 'CONTRIBUTION') value = `${KIND_OPTION}${kind.field.value ?? ''}`;
  if (type.field.value === 'ROTATION') value = `${ROTATION_OPTION}${rotation.field.value ?? ''}`;
  return (
    <Select
      label={t('transactions.form.type')}
      placeholder={t('transactions.form.selectType')}
      options={options}
      name={type.field.name}
      value={value}
      onBlur={type.field.onBlur}
      onChange={(option) => {
        const chosen = chosenItem(option);
        type.field.onChange(chosen.type);
        kind.field.onChange(chosen.kindId);
        rotation.field.onChange(chosen.rotationId);
      }}
      error={
        type.fieldState.error?.message ?? kind.fieldState.error?.message ?? rotation.fieldState.error?.message
      }
    />
  );
}
