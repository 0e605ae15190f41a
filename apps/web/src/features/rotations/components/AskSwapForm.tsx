import { askSwapBody, fullName, type RotationView } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { SelectField } from '../../../components/form/SelectField';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { useAskSwap } from '../api/rotations';

interface AskSwapValues {
  user_id: number;
  /** The other member's user id as text, '' for none (the select's value). */
  with_user_id: string;
}

/**
 * "Ask to swap my round with…" (docs/decisions/rotations.md, "Swaps"): the member picks another
 * member of the rotation whose round is not paid out; asking is their own agreement, and the swap is
 * done once the other agrees.
 */
export function AskSwapForm({ rotation, userId }: { rotation: RotationView; userId: number }) {
  const { t } = useTranslation();
  const ask = useAskSwap();
  const { form, outcome, send } = useServerForm<AskSwapValues>(askSwapBody, {
    blank: { user_id: userId, with_user_id: '' },
    done: t('rotations.swaps.asked'),
    failed: t('rotations.swaps.failed'),
    // The field as its messages name it (`Swap with is required`), in the language on screen.
    subjects: { with_user_id: t('rotations.swaps.subjects.with') },
  });
  const released = new Set(
    rotation.rounds.filter((round) => round.status === 'Released').map((round) => round.number),
  );
  const options = rotation.members
    .filter((member) => member.user_id !== userId && !released.has(member.round))
    .map((member) => ({
      value: String(member.user_id),
      label: t('rotations.swaps.option', { name: fullName(member), round: member.round }),
    }));
  const submit = form.handleSubmit((values) => {
    send(ask, {
      rotationId: rotation.rotation_id,
      body: { user_id: userId, with_user_id: Number(values.with_user_id) },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('rotations.swaps.form')}>
      <OutcomeAlert outcome={outcome} />
      <SelectField
        control={form.control}
        name="with_user_id"
        label={t('rotations.swaps.with')}
        placeholder={t('rotations.selectMember')}
        options={options}
        className="max-w-sm"
      />
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={ask.isPending}>
        {ask.isPending ? t('rotations.swaps.asking') : t('rotations.swaps.ask')}
      </Button>
    </form>
  );
}
