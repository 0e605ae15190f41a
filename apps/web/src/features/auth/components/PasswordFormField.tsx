import type { FieldValues } from 'react-hook-form';
import { type FieldOf, useBoundField } from '../../../components/form/boundField';
import { useTranslation } from '../../../i18n';
import { PasswordField } from './PasswordField';

/**
 * A password input with Show/Hide bound to a form field. A new password shows the rule under it
 * (docs/decisions/password-rules.md, "Password rules"); the one in use does not.
 */
export function PasswordFormField<Values extends FieldValues>({
  control,
  name,
  label,
  fresh = false,
}: Pick<FieldOf<object, Values>, 'control' | 'name'> & { label: string; fresh?: boolean }) {
  const { t } = useTranslation();
  const { field, bound } = useBoundField(control, name);
  return (
    <PasswordField
      {...bound}
      label={label}
      autoComplete={fresh ? 'new-password' : 'current-password'}
      hint={fresh ? t('password.hint') : undefined}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}
