import { todayInGroupZone } from '@links/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useSettings } from '../../settings';
import { type CreateUserAccountAnswer, useCreateUserAccount } from '../api/create-user-account';
import { bodyOf, planOf } from '../model/plan';
import { problemsOfErrors, type WizardContext, wizardResolver } from '../model/wizard-form';
import {
  initialValues,
  isSkippable,
  type SkippableStep,
  type WizardValues,
  wizardSteps,
} from '../model/wizard-values';
import { CreatedResult } from './CreatedResult';
import { LoanStep } from './LoanStep';
import { ReviewStep } from './ReviewStep';
import { SavingsStep } from './SavingsStep';
import { StepIndicator } from './StepIndicator';
import { UserInfoStep } from './UserInfoStep';

/**
 * The five-step create-user wizard (docs/spec/screens.md, "Create-user wizard";
 * docs/spec/validation.md, "Create-user wizard"): Next checks the step, Skip leaves an optional step out (its
 * values are kept but not sent), Previous goes back with every value kept. The last step reviews the plan and
 * submits it to POST /create-user-account.
 */
export function CreateUserWizard() {
  const { t } = useTranslation();
  const settings = useSettings();
  const create = useCreateUserAccount();
  const today = todayInGroupZone();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(0);
  const [skipped, setSkipped] = useState<ReadonlySet<SkippableStep>>(() => new Set());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [result, setResult] = useState<CreateUserAccountAnswer | null>(null);
  const moved = useRef(false);
  const current = wizardSteps[step] ?? wizardSteps[0];
  // Every step's values live in one form; Next checks only the step being left (the context).
  const form = useForm<WizardValues, WizardContext>({
    resolver: wizardResolver,
    context: { step: current.id, today },
    defaultValues: initialValues(undefined, today),
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control }) as WizardValues;
  const problems = problemsOfErrors(form.formState.errors);

  // The group's yearly target fills the savings target once known, unless something was typed.
  const groupTarget = settings.data?.savings_target;
  useEffect(() => {
    if (groupTarget === undefined || form.getValues('savingsTarget') !== '') return;
    form.setValue('savingsTarget', String(groupTarget));
  }, [groupTarget, form]);

  // A field being fixed loses its problem; the step's sentence goes with the last one.
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name, type }) => {
      if (type !== 'change' || name === undefined) return;
      const { errors } = form.formState;
      if (errors[name] === undefined) return;
      form.clearErrors(name);
      const others = Object.keys(errors).filter((field) => field !== name && field !== 'root');
      if (others.length === 0) form.clearErrors('root');
    });
    return unsubscribe;
  }, [form]);

  // Each new step's heading takes the focus, so keyboard and screen reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, to move the focus
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const plan = planOf(values, skipped, settings.data);

  const goTo = (next: number) => {
    moved.current = true;
    form.clearErrors();
    setSubmitError(null);
    setStep(next);
  };
  const setSkippedStep = (id: SkippableStep, isSkipped: boolean) =>
    setSkipped((before) => {
      const after = new Set(before);
      if (isSkipped) after.add(id);
      else after.delete(id);
      return after;
    });

  const next = () => {
    if (isSkippable(current.id)) setSkippedStep(current.id, false);
    goTo(step + 1);
  };

  const skip = () => {
    if (!isSkippable(current.id)) return;
    setSkippedStep(current.id, true);
    goTo(step + 1);
  };

  const submit = () => {
    setSubmitError(null);
    create.mutate(bodyOf(form.getValues(), plan), {
      onSuccess: setResult,
      // docs/spec/errors.md, "Forms": the server's message, else `Error adding user`.
      onError: (error) => setSubmitError(messageOf(error, t('wizard.failed'))),
    });
  };

  const startAgain = () => {
    moved.current = false;
    create.reset();
    setResult(null);
    form.reset(initialValues(groupTarget, today));
    setSkipped(new Set());
    setStep(0);
  };

  if (result) {
    return <CreatedResult result={result} firstname={values.firstname.trim()} onAgain={startAgain} />;
  }

  const onSubmit = form.handleSubmit(() => {
    if (current.id === 'review') submit();
    else next();
  });
  const stepProps = { control: form.control, values, problems, today };

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <StepIndicator current={step} skipped={skipped} />
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-slate-900 outline-none"
      >
        {t(current.title)}
      </h2>
      <div className="space-y-5">
        {problems.message ? <Alert>{problems.message}</Alert> : null}
        {current.id === 'user' ? <UserInfoStep {...stepProps} /> : null}
        {current.id === 'savings' ? <SavingsStep {...stepProps} /> : null}
        {current.id === 'long_term' ? (
          <LoanStep kind="long_term" {...stepProps} loan={plan.longTermLoan} />
        ) : null}
        {current.id === 'short_term' ? (
          <LoanStep kind="short_term" {...stepProps} loan={plan.shortTermLoan} />
        ) : null}
        {current.id === 'review' ? (
          <ReviewStep values={values} plan={plan} settingsFailed={settings.isError} />
        ) : null}
        {submitError ? <Alert>{submitError}</Alert> : null}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || create.isPending}>
          {t('wizard.buttons.previous')}
        </Button>
        <div className="flex flex-wrap gap-3">
          {isSkippable(current.id) ? (
            <Button variant="ghost" onClick={skip}>
              {t('wizard.buttons.skip')}
            </Button>
          ) : null}
          <Button type="submit" disabled={create.isPending}>
            {current.id !== 'review'
              ? t('wizard.buttons.next')
              : create.isPending
                ? t('wizard.buttons.submitting')
                : t('wizard.buttons.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
