import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { PasswordField } from '../../auth';
import { fieldError, invalidControlClass, markedInvalid, type StepProps } from './step-props';

const roleOptions = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

/** Step 1: who the user is (product spec §5: first name, last name, email and password required). */
export function UserInfoStep({ values, onChange, problems }: StepProps) {
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${invalidControlClass}`}>
      <Field
        label="First Name"
        autoComplete="off"
        value={values.firstname}
        onChange={(event) => onChange('firstname', event.target.value)}
        aria-invalid={markedInvalid(problems, 'firstname')}
      />
      <Field
        label="Last Name"
        autoComplete="off"
        value={values.lastname}
        onChange={(event) => onChange('lastname', event.target.value)}
        aria-invalid={markedInvalid(problems, 'lastname')}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={fieldError(problems, 'email')}
        aria-invalid={markedInvalid(problems, 'email')}
      />
      <Field
        label="Phone (optional)"
        type="tel"
        autoComplete="off"
        placeholder="0712 345 678"
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={fieldError(problems, 'phone')}
        aria-invalid={markedInvalid(problems, 'phone')}
        hint="M-Pesa payments from this number are matched to the member."
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        aria-invalid={markedInvalid(problems, 'password')}
      />
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
