import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import type { SaveState } from './useSheetSaving';

/** Where the saving of the sheet stands (docs/decisions/meetings.md, "Saving as you go"). */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('meetings.saving.notSaved', { message: messageOf(state.error, t('meetings.saving.failed')) })}
      </p>
    );
  }
  const [text, tone] = {
    idle: [t('meetings.saving.asYouGo'), 'text-slate-500'],
    saving: [t('meetings.saving.saving'), 'text-slate-600'],
    saved: [t('meetings.saving.saved'), 'text-emerald-700'],
    invalid: [t('meetings.saving.fixFirst'), 'text-amber-800'],
  }[state.kind];
  return (
    <p role="status" aria-live="polite" className={`text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
