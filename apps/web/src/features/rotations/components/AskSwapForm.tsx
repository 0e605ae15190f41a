import { askSwapBody, fullName, type RotationView } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { SelectField } from '../../../components/form/SelectField';
import { Button } from '../../../components/ui/Button';
import { useAskSwap } from '../api/rotations';

export const SWAP_ASKED = 'Swap asked: it is done once both members agree.';
export const SWAP_FAILED = 'Failed to ask for the swap';

interface AskSwapValues {
  user_id: number;
  /** The other member's user id as text, '' for none (the select's value). */
  with_user_id: string;
}

const subjects = { with_user_id: 'Swap with' };

/**
 * "Ask to swap my round with…" (docs/decisions/rotations.md, "Swaps"): the member picks another
 * member of the rotation whose round is not paid out; asking is their own agreement, and the swap is
 * done once the other agrees.
 */
export function AskSwapForm({ rotation, userId }: { rotation: RotationView; userId: number }) {
  const ask = useAskSwap();
  const { form, outcome, send } = useServerForm<AskSwapValues>(askSwapBody, {
    blank: { user_id: userId, with_user_id: '' },
    done: SWAP_ASKED,
    failed: SWAP_FAILED,
    subjects,
  });
  const released = new Set(
    rotation.rounds.filter((round) => round.status === 'Released').map((round) => round.number),
  );
  const options = rotation.members
    .filter((member) => member.user_id !== userId && !released.has(member.round))
    .map((member) => ({
      value: String(member.user_id),
      label: `${fullName(member)} (round ${member.round})`,
    }));
  const submit = form.handleSubmit((values) => {
    send(ask, {
      rotationId: rotation.rotation_id,
      body: { user_id: userId, with_user_id: Number(values.with_user_id) },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Ask to swap my round">
      <OutcomeAlert outcome={outcome} />
      <SelectField
        control={form.control}
        name="with_user_id"
        label="Ask to swap my round with…"
        placeholder="Select a member"
        options={options}
        className="max-w-sm"
      />
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={ask.isPending}>
        {ask.isPending ? 'Asking…' : 'Ask to swap'}
      </Button>
    </form>
  );
}
