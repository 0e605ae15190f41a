import { CONTRIBUTION_KIND_NAME_MAX, type ContributionKindView, EXPECTED_EVERY } from '@links/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Outcome, OutcomeAlert } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { messageOf } from '../../../lib/api';
import { type ContributionKindChange, useUpdateContributionKind } from '../../contributions';
import {
  KIND_CHANGE_FIELDS,
  type KindChangeValues,
  kindChangeOf,
  kindChangeResolver,
  kindChangeValuesOf,
  showKindRefusal,
} from './contributionKindForm';
import { NOTHING_CHANGED } from './SettingsForm';

export const KIND_SAVE_FAILED = 'Failed to save the contribution kind';

const everyOptions = EXPECTED_EVERY.map((every) => ({ value: every, label: `Every ${every}` }));

/**
 * A kind's Edit (docs/decisions/contribution-kinds.md, "The kinds"): its name, what each member is
 * expected to bring, and closing it to new money or opening it again. Savings keep their name only:
 * each member's yearly target is what they are expected to save, and savings are never closed
 * ("Savings is the first kind"). `onDone` is given the server's words once a change is saved.
 */
export function EditContributionKindDialog({
  kind,
  onClose,
  onDone,
}: {
  kind: ContributionKindView;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const update = useUpdateContributionKind();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<KindChangeValues, unknown, KindChangeValues>({
    resolver: kindChangeResolver,
    defaultValues: kindChangeValuesOf(kind),
  });

  const send = (body: ContributionKindChange) => {
    setOutcome(null);
    update.mutate(
      { kindId: kind.id, body },
      {
        onSuccess: (answer) => onDone(answer.message),
        onError: (failure) => {
          if (showKindRefusal(failure, form.setError, KIND_CHANGE_FIELDS)) {
            setOutcome({ tone: 'error', text: messageOf(failure, KIND_SAVE_FAILED) });
          }
        },
      },
    );
  };

  const submit = form.handleSubmit(
    (values) => {
      const change = kindChangeOf(values, kind);
      if (Object.keys(change).length === 0) return setOutcome({ tone: 'info', text: NOTHING_CHANGED });
      send(change);
    },
    () => setOutcome(null),
  );
  const busy = update.isPending;

  return (
    <Modal open onClose={() => !busy && onClose()} title={`Edit ${kind.name}`}>
      <div className="space-y-5">
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit contribution kind">
          <OutcomeAlert outcome={outcome} />
          <TextField control={form.control} name="name" label="Name" maxLength={CONTRIBUTION_KIND_NAME_MAX} />
          {kind.is_savings ? (
            <p className="text-sm text-slate-600">
              What each member is expected to save is their own yearly savings target.
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField
                control={form.control}
                name="expected_amount"
                label="Expected amount (optional)"
                hint="Blank expects nothing."
              />
              <SelectField
                control={form.control}
                name="expected_every"
                label="How often"
                placeholder="Select how often"
                options={everyOptions}
              />
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save kind'}
            </Button>
          </div>
        </form>
        {kind.is_savings ? null : (
          <OpenOrClose active={kind.active} busy={busy} onChange={(active) => send({ active })} />
        )}
      </div>
    </Modal>
  );
}

/**
 * Closing a kind to new money, or opening it again: a closed kind keeps what it holds, on the books
 * and on every statement (docs/decisions/contribution-kinds.md, "The kinds").
 */
function OpenOrClose({
  active,
  busy,
  onChange,
}: {
  active: boolean;
  busy: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      <p className="text-sm text-slate-600">
        {active
          ? 'A closed kind takes no new money; what it holds stays on the books and on every statement.'
          : 'This kind is closed: it takes no new money until it is opened again.'}
      </p>
      <Button
        variant={active ? 'danger' : 'secondary'}
        className="w-full sm:w-auto"
        disabled={busy}
        onClick={() => onChange(!active)}
      >
        {active ? 'Close kind' : 'Reopen kind'}
      </Button>
    </div>
  );
}
