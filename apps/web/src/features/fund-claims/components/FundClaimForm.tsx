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
import { useCreateFundClaim } from '../api/fund-claims';
import { ClaimTypeField, type ClaimValues, FundField } from './ClaimTypeFields';
import { holdsText } from './FundSummary';

export const CLAIM_SENT = 'Claim recorded.';
export const CLAIM_FAILED = 'Failed to send the claim';
/** The screen's own rule beside the domain's (docs/decisions/web-forms.md): a fund with types takes one. */
export const CLAIM_TYPE_REQUIRED = 'Claim type is required';

const subjects = {
  user_id: 'Member',
  contribution_kind_id: 'Fund',
  claim_type: 'Claim type',
  amount: 'Amount',
  reason: 'Reason',
  document: 'Document reference',
};

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
    done: CLAIM_SENT,
    failed: CLAIM_FAILED,
    subjects,
  });
  const chosen = useWatch({ control: form.control, name: 'contribution_kind_id' });
  const fund = funds.find((f) => String(f.id) === chosen);
  const submit = form.handleSubmit((values) => {
    const type = values.claim_type.trim();
    if (fund && fund.claim_types.length > 0 && !fund.claim_types.some((t) => t.name === type)) {
      form.setError('claim_type', { type: 'screen', message: CLAIM_TYPE_REQUIRED });
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
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="New claim">
      <OutcomeAlert outcome={outcome} />
      {claimant === undefined ? <MemberField control={form.control} name="user_id" label="Member" /> : null}
      <FundField control={form.control} funds={funds} setValue={form.setValue} />
      <ClaimTypeField control={form.control} fund={fund} />
      <MoneyField
        control={form.control}
        name="amount"
        label="Amount (KES)"
        hint={fund ? `${holdsText(fund)}: a claim may take at most that.` : undefined}
      />
      <TextAreaField
        control={form.control}
        name="reason"
        label="Reason"
        maxLength={CLAIM_REASON_MAX}
        rows={2}
      />
      <TextField
        control={form.control}
        name="document"
        label="Document reference (optional)"
        maxLength={CLAIM_DOCUMENT_MAX}
        hint="The number of the paper the claim rests on: a burial permit, a hospital invoice."
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Sending…' : 'Send claim'}
      </Button>
    </form>
  );
}
