import { CLAIM_TYPE_MAX, type ContributionKindView } from '@links/domain';
import { type Control, type UseFormSetValue, useController } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Select } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { kes } from './FundSummary';

/** What the New claim form holds: ids as the pickers' text, the amount as the wire's KES number. */
export interface ClaimValues {
  /** The claimant's user id as text ('' until an official picks one). */
  user_id: string;
  contribution_kind_id: string;
  claim_type: string;
  amount: number | undefined;
  reason: string;
  document: string;
}

/**
 * Which fund the claim is on, offered when the group has more than one; picking another clears the
 * type, which is the fund's own (docs/decisions/fund-claims.md, "Claim types").
 */
export function FundField({
  control,
  funds,
  setValue,
}: {
  control: Control<ClaimValues>;
  funds: readonly ContributionKindView[];
  setValue: UseFormSetValue<ClaimValues>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'contribution_kind_id' });
  if (funds.length < 2) return null;
  return (
    <Select
      label={t('fundClaims.form.fund')}
      name={field.name}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        setValue('claim_type', '');
      }}
      onBlur={field.onBlur}
      options={funds.map((fund) => ({ value: String(fund.id), label: fund.name }))}
      placeholder={t('fundClaims.form.selectFund')}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The type of claim: one of the fund's types, each shown with its limit, when it names some; else
 * free text the claim may leave out (docs/decisions/fund-claims.md, "Claim types").
 */
export function ClaimTypeField({
  control,
  fund,
}: {
  control: Control<ClaimValues>;
  fund: ContributionKindView | undefined;
}) {
  const { t } = useTranslation();
  if (fund && fund.claim_types.length > 0) {
    return (
      <SelectField
        control={control}
        name="claim_type"
        label={t('fundClaims.form.claimType')}
        options={fund.claim_types.map((type) => ({
          value: type.name,
          label: t('fundClaims.form.typeUpTo', { name: type.name, amount: kes(type.limit) }),
        }))}
        placeholder={t('fundClaims.form.selectType')}
      />
    );
  }
  return (
    <TextField
      control={control}
      name="claim_type"
      label={t('fundClaims.form.claimTypeOptional')}
      maxLength={CLAIM_TYPE_MAX}
    />
  );
}
