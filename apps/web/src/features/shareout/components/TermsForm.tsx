import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { methodOptions, type TermsErrors, type TermsValues } from './terms';

/** The period, the method and the withholding rate of a share-out, and the Preview button. */
export function TermsForm({
  values,
  errors,
  today,
  onChange,
  onSubmit,
  pending,
}: {
  values: TermsValues;
  errors: TermsErrors;
  today: string;
  onChange: (name: keyof TermsValues, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const methods = methodOptions(t);
  return (
    <Card title={t('shareout.terms.title')} description={t('shareout.terms.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('shareout.terms.label')} className="space-y-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(['from', 'to'] as const).map((name) => (
            <Field
              key={name}
              label={name === 'from' ? t('shareout.terms.from') : t('shareout.terms.to')}
              type="date"
              value={values[name]}
              max={today}
              onChange={(event) => onChange(name, event.target.value)}
              error={errors[name]}
            />
          ))}
          <Select
            label={t('shareout.terms.method')}
            value={values.method}
            onChange={(value) => onChange('method', value)}
            options={methods}
            placeholder={t('shareout.terms.chooseMethod')}
            error={errors.method}
            hint={methods.find((option) => option.value === values.method)?.hint}
          />
          <Field
            label={t('shareout.terms.rate')}
            inputMode="decimal"
            value={values.rate}
            onChange={(event) => onChange('rate', event.target.value)}
            error={errors.rate}
            hint={t('shareout.terms.rateHint')}
          />
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
          {pending ? t('shareout.terms.working') : t('shareout.terms.preview')}
        </Button>
      </form>
    </Card>
  );
}
