import { RESOLUTION_MAX, RESOLUTIONS_MAX } from '@links/domain';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import type { SelectOption } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { CarriedPill } from './meeting-labels';
import { type MinutesFormValues, newResolution, type ResolutionValues } from './minutes-form';

/** What the votes typed so far decide, once both are whole numbers. */
function outcomeOf(resolution: ResolutionValues | undefined): boolean | null {
  const typed = [resolution?.votes_for, resolution?.votes_against].map((votes) => votes?.trim() ?? '');
  if (!typed.every((votes) => /^\d+$/.test(votes))) return null;
  return Number(typed[0]) > Number(typed[1]);
}

/**
 * The resolutions of the minutes form (docs/decisions/meetings.md, "Minutes"): each its text, its
 * proposer and seconder (chosen from the members on the sheet) and the votes for and against;
 * Add resolution and Remove, up to 50, in the order they are listed.
 */
export function ResolutionRows({
  control,
  members,
  disabled,
}: {
  control: Control<MinutesFormValues>;
  members: readonly SelectOption[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'resolutions' });
  const typed = useWatch({ control, name: 'resolutions' });
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('meetings.minutes.resolutions')}</h3>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">{t('meetings.minutesForm.noneYet')}</p>
      ) : null}
      {fields.map((row, index) => {
        /** The form field of this resolution named `field`. */
        const at = (field: keyof ResolutionValues) =>
          ({ control, name: `resolutions.${index}.${field}` }) as const;
        const title = `resolution-${row.id}-title`;
        const carried = outcomeOf(typed[index]);
        return (
          <fieldset
            key={row.id}
            aria-labelledby={title}
            disabled={disabled}
            className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 px-4 pt-3 pb-4"
          >
            <div className="flex items-center justify-between gap-3">
              <h4 id={title} className="text-sm font-semibold text-slate-800">
                {t('meetings.minutesForm.resolutionN', { n: index + 1 })}
              </h4>
              <Button variant="ghost" className="px-3 py-1.5" onClick={() => remove(index)}>
                {t('meetings.minutesForm.remove')}
                <span className="sr-only"> {t('meetings.minutesForm.removeWhich', { n: index + 1 })}</span>
              </Button>
            </div>
            <TextAreaField
              {...at('text')}
              label={t('meetings.minutesForm.resolution')}
              maxLength={RESOLUTION_MAX}
              rows={2}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                {...at('proposed_by')}
                label={t('meetings.minutes.proposedBy')}
                placeholder={t('meetings.minutesForm.selectMember')}
                options={members}
              />
              <SelectField
                {...at('seconded_by')}
                label={t('meetings.minutes.secondedBy')}
                placeholder={t('meetings.minutesForm.selectMember')}
                options={members}
              />
            </div>
            <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-[minmax(0,11rem)_minmax(0,11rem)_1fr]">
              <TextField
                {...at('votes_for')}
                label={t('meetings.minutes.votesFor')}
                inputMode="numeric"
                autoComplete="off"
              />
              <TextField
                {...at('votes_against')}
                label={t('meetings.minutes.votesAgainst')}
                inputMode="numeric"
                autoComplete="off"
              />
              {carried === null ? null : (
                <p className="col-span-2 text-sm sm:col-span-1 sm:pt-8">
                  <CarriedPill carried={carried} />
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        disabled={disabled || fields.length >= RESOLUTIONS_MAX}
        onClick={() => append(newResolution())}
      >
        {t('meetings.minutesForm.add')}
      </Button>
      {fields.length >= RESOLUTIONS_MAX ? (
        <p className="text-xs text-slate-500">{t('meetings.minutesForm.atMost', { max: RESOLUTIONS_MAX })}</p>
      ) : null}
    </div>
  );
}
