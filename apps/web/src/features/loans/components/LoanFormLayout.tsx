import type { ReactNode } from 'react';

/**
 * The add-loan screens: the fields, the preview, then the result and the submit button, then the
 * full schedule. On a phone they stack in that order, so the preview is read before saving; on a
 * wide screen the preview stands beside the fields and the button. The button sits outside the
 * form (it names the form by id), which is what lets it come after the preview.
 */
export function LoanFormLayout({
  form,
  preview,
  actions,
  schedule,
}: {
  form: ReactNode;
  preview: ReactNode;
  actions: ReactNode;
  schedule: ReactNode;
}) {
  return (
    <div className="grid items-start gap-x-6 gap-y-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="min-w-0">{form}</div>
      <div className="min-w-0 lg:row-span-2">{preview}</div>
      <div className="min-w-0 space-y-4">{actions}</div>
      {schedule ? <div className="min-w-0 lg:col-span-2">{schedule}</div> : null}
    </div>
  );
}
