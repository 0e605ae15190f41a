import {
  CLAIM_DOCUMENT_MAX,
  CLAIM_REASON_MAX,
  type ContributionKindView,
  createFundClaimBody,
} from '@links/domain';
import { useWatch } from 'react-hook-form';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MemberField } from '../../../components/form/MemberField';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { useCreateFundClaim } from '../api/fund-claims';
import { ClaimTypeField, type ClaimValues, FundField } from './ClaimTypeFields';
import { kes } from './FundSummary';

/**
 * A claim on a fund (docs/decisions/fund-claims.md, "A claim"): a member claims for themselves
 * (`claimant`, their own id); an official picks the member with the shared picker. The fund (when the
 * group has more than one), its type of claim with the type's limit, the amount, the reason and the
 * reference of the paper it rests on. The rules are the server's body schema; its refusals (above a
 * type's limit, more than the fund holds) show under their fields, and a claim sent for the officials'
 * approval says so.
 */
export function FundClaimForm({
  funds,
  fundId,
  claimant,
}: {
  funds: readonly ContributionKindView[];
  /** The fund the form starts on: the one on screen. */
  fundId: number;
  claimant?: number | undefined;
}) {
  const { t } = useTranslation();
  const create = useCreateFundClaim();
  const blank: ClaimValues = {
    user_id: claimant === undefined ? '' : String(claimant),
    contribution_kind_id: String(fundId),
    claim_type: '',
    amount: undefined,
    reason: '',
    document: '',
  };
  const { form, outcome, send } = useServerForm<ClaimValues>(createFundClaimBody, {
    blank,
    done: t('fundClaims.form.sent'),
    failed: t('fundClaims.form.failed'),
    // The fields as the request schema's messages name them (`Amount is required`), in the language
    // on screen (docs/decisions/languages.md, "Form messages").
    subjects: {
      user_id: t('fundClaims.form.member'),
      contribution_kind_id: t('fundClaims.form.fund'),
      claim_type: t('fundClaims.form.claimType'),
      amount: t('fundClaims.form.subjects.amount'),
      reason: t('fundClaims.form.reason'),
      document: t('fundClaims.form.subjects.document'),
    },
  });
  const chosen = useWatch({ control: form.control, name: 'contribution_kind_id' });
  const fund = funds.find((f) => String(f.id) === chosen);
  const submit = form.handleSubmit((values) => {
    const type = values.claim_type.trim();
    // The screen's own rule beside the domain's (docs/decisions/web-forms.md): a fund with types takes one.
    if (fund && fund.claim_types.length > 0 && !fund.claim_types.some((known) => known.name === type)) {
      form.setError('claim_type', { type: 'screen', message: t('fundClaims.form.typeRequired') });
      return;
    }
    const document = values.document.trim();
    send(create, {
      contribution_kind_id: Number(values.contribution_kind_id),
      user_id: Number(values.user_id),
      ...(type ? { claim_type: type } : {}),
      amount: values.amount ?? 0,
      reason: values.reason.trim(),
      ...(document ? { document } : {}),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('fundClaims.form.label')}>
      <OutcomeAlert outcome={outcome} />
      {claimant === undefined ? (
        <MemberField control={form.control} name="user_id" label={t('fundClaims.form.member')} />
      ) : null}
      <FundField control={form.control} funds={funds} setValue={form.setValue} />
      <ClaimTypeField control={form.control} fund={fund} />
      <MoneyField
        control={form.control}
        name="amount"
        label={t('fundClaims.form.amount')}
        hint={
          fund ? t('fundClaims.form.amountHint', { name: fund.name, amount: kes(fund.balance) }) : undefined
        }
      />
      <TextAreaField
        control={form.control}
        name="reason"
        label={t('fundClaims.form.reason')}
        maxLength={CLAIM_REASON_MAX}
        rows={2}
      />
      <TextField
        control={form.control}
        name="document"
        label={t('fundClaims.form.document')}
        maxLength={CLAIM_DOCUMENT_MAX}
        hint={t('fundClaims.form.documentHint')}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('fundClaims.form.sending') : t('fundClaims.form.send')}
      </Button>
    </form>
  );
}
