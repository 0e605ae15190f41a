import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
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
  return (
    <Card
      title="Period and method"
      description="The surplus of the period is shared among the members who saved."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Share-out terms" className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(['from', 'to'] as const).map((name) => (
            <Field
              key={name}
              label={name === 'from' ? 'From' : 'To'}
              type="date"
              value={values[name]}
              max={today}
              onChange={(event) => onChange(name, event.target.value)}
              error={errors[name]}
            />
          ))}
          <Select
            label="Method"
            value={values.method}
            onChange={(value) => onChange('method', value)}
            options={methodOptions}
            placeholder="Select a method"
            error={errors.method}
            hint={methodOptions.find((option) => option.value === values.method)?.hint}
          />
          <Field
            label="Withholding tax (%)"
            inputMode="decimal"
            value={values.rate}
            onChange={(event) => onChange('rate', event.target.value)}
            error={errors.rate}
            hint="5% is withheld on dividends in Kenya."
          />
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
          {pending ? 'Working it out…' : 'Preview'}
        </Button>
      </form>
    </Card>
  );
}
