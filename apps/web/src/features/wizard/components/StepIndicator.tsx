import { useTranslation } from '../../../i18n';
import { type SkippableStep, type StepId, wizardSteps } from '../model/wizard-values';

/** Where the user is among the five steps; finished steps are ticked, skipped ones dashed. */
export function StepIndicator({
  current,
  skipped,
}: {
  current: number;
  skipped: ReadonlySet<SkippableStep>;
}) {
  const { t } = useTranslation();
  const isSkipped = (id: StepId) => skipped.has(id as SkippableStep);
  return (
    <nav aria-label={t('wizard.indicator.label')} className="mb-6">
      <p className="mb-3 text-sm font-medium text-slate-500 md:hidden">
        {t('wizard.indicator.stepOf', { step: current + 1, steps: wizardSteps.length })}
      </p>
      <ol className="flex items-center gap-2 max-md:flex-wrap max-md:gap-x-1 max-md:gap-y-3">
        {wizardSteps.map((step, position) => {
          const done = position < current;
          const active = position === current;
          const last = position === wizardSteps.length - 1;
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-2 max-md:gap-1 ${last ? 'shrink-0' : 'min-w-0 flex-auto'}`}
            >
              <span
                aria-hidden
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  active
                    ? 'bg-brand-700 text-white ring-4 ring-brand-100'
                    : done && isSkipped(step.id)
                      ? 'bg-slate-200 text-slate-600'
                      : done
                        ? 'bg-brand-100 text-brand-800'
                        : 'bg-slate-100 text-slate-500'
                }`}
              >
                {done ? (isSkipped(step.id) ? '–' : '✓') : position + 1}
              </span>
              <span
                className={`text-sm ${
                  // Every title shows from 1280 px; below, only the current one (none at ≤ 768 px,
                  // docs/spec/constants.md, "Screen and motion").
                  active
                    ? 'font-semibold text-slate-900 max-md:sr-only'
                    : 'sr-only text-slate-500 xl:not-sr-only'
                }`}
              >
                {/* A title on one line when all fit; a longer one (Kiswahili's) wraps rather than run over the next step. */}
                <span>{t(step.title)}</span>
                {done && isSkipped(step.id) ? (
                  <span className="sr-only"> {t('wizard.indicator.skipped')}</span>
                ) : null}
              </span>
              {last ? null : (
                <span
                  aria-hidden
                  className={`h-px min-w-3 flex-1 ${done ? 'bg-brand-600' : 'bg-slate-200'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
