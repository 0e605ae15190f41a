import type { LoanSchedule } from '@links/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import type { LoanKind } from '../api/get-loans';
import { type Outcome, OutcomeAlert } from './OutcomeAlert';
import { PreviewFigures, PreviewPanel, type PreviewTerm, ScheduleDetails } from './SchedulePreview';

/**
 * The add-loan screens: the fields, the preview, then the result and the submit button, then the
 * full schedule. On a phone they stack in that order, so the preview is read before saving; on a
 * wide screen the preview stands beside the fields and the button. The button sits outside the
 * form (it names the form by id), which is what lets it come after the preview.
 */
export function LoanFormLayout({
  kind,
  formId,
  form,
  notice,
  preview,
  empty,
  outcome,
  pending,
  submitLabel,
}: {
  kind: LoanKind;
  formId: string;
  form: ReactNode;
  /** Above the preview: why it cannot be drawn (the settings did not load). */
  notice: ReactNode;
  /** The schedule as typed so far, and its terms (`12 months at 12% a year`). */
  preview: { schedule: LoanSchedule; term: PreviewTerm } | null | undefined;
  /** What to fill in to see the installments, while there is no preview. */
  empty: string | null;
  outcome: Outcome | null;
  pending: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid items-start gap-x-6 gap-y-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="min-w-0">{form}</div>
      <div className="min-w-0 lg:row-span-2">
        <PreviewPanel>
          {notice}
          {preview ? (
            <PreviewFigures schedule={preview.schedule} term={preview.term} />
          ) : empty ? (
            <p className="text-sm text-slate-500">{empty}</p>
          ) : null}
        </PreviewPanel>
      </div>
      <div className="min-w-0 space-y-4">
        {outcome ? <OutcomeAlert outcome={outcome} kind={kind} /> : null}
        <Button type="submit" form={formId} className="w-full sm:w-auto" disabled={pending}>
          {pending ? t('loans.form.adding') : submitLabel}
        </Button>
      </div>
      {preview ? (
        <div className="min-w-0 lg:col-span-2">
          <ScheduleDetails schedule={preview.schedule} />
        </div>
      ) : null}
    </div>
  );
}
