import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { PasswordField } from '../../auth';
import { fieldError, inputOf, invalidControlClass, type StepProps } from './step-props';

const roleOptions = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

/** Step 1: who the user is (product spec §5: first name, last name, email and password required). */
export function UserInfoStep(step: StepProps) {
  const { values, onChange, problems } = step;
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${invalidControlClass}`}>
      <Field label="First Name" autoComplete="off" {...inputOf(step, 'firstname')} />
      <Field label="Last Name" autoComplete="off" {...inputOf(step, 'lastname')} />
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        {...inputOf(step, 'email')}
        error={fieldError(problems, 'email')}
      />
      <Field
        label="Phone (optional)"
        type="tel"
        autoComplete="off"
        placeholder="0712 345 678"
        {...inputOf(step, 'phone')}
        error={fieldError(problems, 'phone')}
        hint="M-Pesa payments from this number are matched to the member."
      />
      <PasswordField label="Password" autoComplete="new-password" {...inputOf(step, 'password')} />
      <Select
        label="Role"
        placeholder="Choose a role"
        value={values.role}
        onChange={(value) => onChange('role', value)}
        options={roleOptions}
        required
      />
    </div>
  );
}
