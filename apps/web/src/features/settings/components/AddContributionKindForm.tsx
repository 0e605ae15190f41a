import { CONTRIBUTION_KIND_KINDS, CONTRIBUTION_KIND_NAME_MAX, EXPECTED_EVERY } from '@links/domain';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { kindLabels, useCreateContributionKind } from '../../contributions';
import {
  BLANK_KIND,
  KIND_SUBJECTS,
  NEW_KIND_FIELDS,
  type NewKindValues,
  newKindBody,
  newKindResolver,
  showKindRefusal,
} from './contributionKindForm';

export const KIND_ADDED = 'Contribution kind added.';
export const KIND_ADD_FAILED = 'Failed to add the contribution kind';

const kindOptions = CONTRIBUTION_KIND_KINDS.map((kind) => ({ value: kind, label: kindLabels[kind] }));
const everyOptions = EXPECTED_EVERY.map((every) => ({ value: every, label: `Every ${every}` }));

/**
 * "Add a kind" (docs/decisions/contribution-kinds.md, "The kinds"): a name, what kind of money it is
 * (fixed once made: its books account is of that kind), and what each member is expected to bring,
 * every month or every meeting, if anything. The rules are the server's body schema.
 */
export function AddContributionKindForm() {
  const create = useCreateContributionKind();
  const form = useForm<NewKindValues, unknown, NewKindValues>({
    resolver: newKindResolver,
    defaultValues: BLANK_KIND,
  });
  const { outcome, setOutcome } = useFormCall(form, {
    done: KIND_ADDED,
    failed: KIND_ADD_FAILED,
    fields: NEW_KIND_FIELDS,
    subjects: KIND_SUBJECTS,
  });

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      create.mutate(newKindBody(values), {
        onSuccess: (answer) => {
          form.reset(BLANK_KIND);
          setOutcome({ tone: 'success', text: answer.message || KIND_ADDED });
        },
        onError: (failure) => {
          if (showKindRefusal(failure, form.setError, NEW_KIND_FIELDS)) {
            setOutcome({ tone: 'error', text: messageOf(failure, KIND_ADD_FAILED) });
          }
        },
      });
    },
    () => setOutcome(null),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add a contribution kind">
      <h3 className="text-sm font-semibold text-slate-900">Add a kind</h3>
      <OutcomeAlert outcome={outcome} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="name"
          label="Name"
          maxLength={CONTRIBUTION_KIND_NAME_MAX}
          placeholder="e.g. Welfare fund"
        />
        <SelectField
          control={form.control}
          name="kind"
          label="Kind"
          placeholder="Select a kind"
          options={kindOptions}
          hint="Savings are the member's; a fund is pooled for claims; a fee is the group's income."
        />
        <MoneyField
          control={form.control}
          name="expected_amount"
          label="Expected amount (optional)"
          hint="What each member is expected to bring; blank expects nothing."
        />
        <SelectField
          control={form.control}
          name="expected_every"
          label="How often"
          placeholder="Select how often"
          options={everyOptions}
        />
      </div>
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add kind'}
      </Button>
    </form>
  );
}
