import type { TFunction } from 'i18next';
import { useBoundField } from '../../../components/form/boundField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useTranslation } from '../../../i18n';
import { PasswordField } from '../../auth';
import { invalidControlClass, type StepProps } from './step-props';

const roleOptions = (t: TFunction) => [
  { value: 'member', label: t('wizard.user.member') },
  { value: 'admin', label: t('wizard.user.admin') },
];

/** The password, bound to the wizard's form like the kit's fields, with its Show/Hide toggle. */
function PasswordInput({ control, problems }: StepProps) {
  const { t } = useTranslation();
  const { field, bound } = useBoundField(control, 'password', problems.message);
  return (
    <PasswordField
      label={t('wizard.user.password')}
      autoComplete="new-password"
      hint={
        <>
          {t('wizard.user.passwordHint')} {t('password.hint')}
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
  const { t } = useTranslation();
  const { control, problems } = step;
  const saidAbove = problems.message;
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${invalidControlClass}`}>
      <TextField
        control={control}
        name="firstname"
        saidAbove={saidAbove}
        label={t('wizard.user.firstName')}
        autoComplete="off"
      />
      <TextField
        control={control}
        name="lastname"
        saidAbove={saidAbove}
        label={t('wizard.user.lastName')}
        autoComplete="off"
      />
      <TextField
        control={control}
        name="email"
        saidAbove={saidAbove}
        label={t('wizard.user.email')}
        type="email"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="phone"
        saidAbove={saidAbove}
        label={t('wizard.user.phone')}
        type="tel"
        autoComplete="off"
        placeholder="0712 345 678"
        hint={t('wizard.user.phoneHint')}
      />
      <PasswordInput {...step} />
      <SelectField
        control={control}
        name="role"
        label={t('wizard.user.role')}
        placeholder={t('wizard.user.chooseRole')}
        options={roleOptions(t)}
        required
      />
    </div>
  );
}
