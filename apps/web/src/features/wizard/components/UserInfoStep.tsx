import { PASSWORD_HINT } from '@links/domain';
import { useBoundField } from '../../../components/form/boundField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { PasswordField } from '../../auth';
import { invalidControlClass, type StepProps } from './step-props';

const roleOptions = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

/** The password, bound to the wizard's form like the kit's fields, with its Show/Hide toggle. */
function PasswordInput({ control, problems }: StepProps) {
  const { field, bound } = useBoundField(control, 'password', problems.message);
  return (
    <PasswordField
      label="Password (optional)"
      autoComplete="new-password"
      hint={
        <>
          Leave it empty: the member gets an invitation to choose their own. A password you set here must be
          changed at their first sign-in. {PASSWORD_HINT}
        </>
      }
      {...bound}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

/**
 * Step 1: who the user is (docs/spec/validation.md, "Create-user wizard": first name, last name and email
 * required; the password is optional, docs/decisions/passwords.md).
 */
export function UserInfoStep(step: StepProps) {
  const { control, problems } = step;
  const saidAbove = problems.message;
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${invalidControlClass}`}>
      <TextField
        control={control}
        name="firstname"
        saidAbove={saidAbove}
        label="First Name"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="lastname"
        saidAbove={saidAbove}
        label="Last Name"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="email"
        saidAbove={saidAbove}
        label="Email"
        type="email"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="phone"
        saidAbove={saidAbove}
        label="Phone (optional)"
        type="tel"
        autoComplete="off"
        placeholder="0712 345 678"
        hint="M-Pesa payments from this number are matched to the member."
      />
      <PasswordInput {...step} />
      <SelectField
        control={control}
        name="role"
        label="Role"
        placeholder="Choose a role"
        options={roleOptions}
        required
      />
    </div>
  );
}
