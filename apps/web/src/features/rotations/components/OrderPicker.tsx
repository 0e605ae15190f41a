import { fullName, type ListedUser } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, useController, useFormState } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { useTranslation } from '../../../i18n';
import { memberSearchKey } from '../../../lib/query-keys';

/** What the order field holds: the members' ids, first to take the pot first, or `"random"`. */
export type OrderValue = number[] | 'random';

interface Picked {
  id: number;
  name: string;
}

/** The ids moved: `index` swapped with its neighbour `by` (−1 up, +1 down). */
const moved = <T,>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...list];
  const other = index + by;
  [next[index], next[other]] = [next[other] as T, next[index] as T];
  return next;
};

/** The mode's choice: pick the members in order, or let the server draw it. */
function ModeChoice({ random, onRandom }: { random: boolean; onRandom: (random: boolean) => void }) {
  const { t } = useTranslation();
  const modes = [
    { random: false, label: t('rotations.order.pick'), hint: t('rotations.order.pickHint') },
    { random: true, label: t('rotations.order.draw'), hint: t('rotations.order.drawHint') },
  ];
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {modes.map((mode) => (
        <label
          key={String(mode.random)}
          className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-700"
        >
          <input
            type="radio"
            name="order-mode"
            checked={random === mode.random}
            onChange={() => onRandom(mode.random)}
            className="mt-1"
          />
          <span>
            <span className="font-medium text-slate-900">{mode.label}</span>
            <span className="block text-xs text-slate-500">{mode.hint}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * docs/decisions/rotations.md, "The order": the members picked one by one and put in order with up and
 * down, or "Draw a random order". The server's refusal of the whole order shows under it, of one
 * member (`order.2`: not an active member) beside that member.
 */
export function OrderPicker<Values extends { order: OrderValue }>({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const own = control as unknown as Control<{ order: OrderValue }>;
  const { field } = useController({ control: own, name: 'order' });
  // Not only `order`'s own error: a refusal of one member (`order.2`) is under it too.
  const { errors: all } = useFormState({ control: own, name: 'order' });
  const queryClient = useQueryClient();
  // The picker offered the member from a search it asked; their name is read from that answer.
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const nameOf = (id: number) =>
    queryClient
      .getQueriesData<{ users: ListedUser[] }>({ queryKey: memberSearchKey })
      .flatMap(([, answer]) => answer?.users ?? [])
      .find((user) => user.users_id === id);
  const random = field.value === 'random';
  const ids: number[] = field.value === 'random' ? [] : field.value;
  const picked: Picked[] = ids.map((id) => ({ id, name: names.get(id) ?? t('rotations.memberN', { id }) }));
  const errors = (all.order ?? {}) as { message?: string } & Record<number, { message?: string }>;
  const add = (userId: string) => {
    const id = Number(userId);
    if (!userId || ids.includes(id)) return;
    const member = nameOf(id);
    if (member) setNames(new Map(names).set(id, fullName(member)));
    field.onChange([...ids, id]);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('rotations.order.legend')}</legend>
      <ModeChoice random={random} onRandom={(draw) => field.onChange(draw ? 'random' : [])} />
      {random ? null : (
        <>
          <MemberPicker
            label={t('rotations.order.addMember')}
            value=""
            onChange={add}
            onBlur={field.onBlur}
          />
          {picked.length > 0 ? (
            <ol
              aria-label={t('rotations.order.list')}
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            >
              {picked.map((member, index) => (
                <li key={member.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                  <span className="w-16 shrink-0 text-slate-500">
                    {t('rotations.round', { n: index + 1 })}
                  </span>
                  <span className="min-w-0 flex-1 font-medium text-slate-900">{member.name}</span>
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      disabled={index === 0}
                      aria-label={t('rotations.order.moveUp', { name: member.name })}
                      onClick={() => field.onChange(moved(ids, index, -1))}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      disabled={index === picked.length - 1}
                      aria-label={t('rotations.order.moveDown', { name: member.name })}
                      onClick={() => field.onChange(moved(ids, index, 1))}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      aria-label={t('rotations.order.remove', { name: member.name })}
                      onClick={() => field.onChange(ids.filter((id) => id !== member.id))}
                    >
                      ✕
                    </Button>
                  </span>
                  {errors[index]?.message ? (
                    <p className="w-full text-sm text-red-600">{errors[index].message}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
      {errors.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.message}
        </p>
      ) : null}
    </fieldset>
  );
}
