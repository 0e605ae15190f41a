import { changePasswordSchema } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { useChangePassword } from '../api/passwords';
import { PasswordFormField } from './PasswordFormField';
import { useAuthForm } from './useAuthForm';

const BLANK = { current_password: '', new_password: '' };

/** `POST /me/password`: the form of the change screen and of the profile card. */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  // The fields as the schema's messages name them, in the language on screen
  // (docs/decisions/languages.md, "Form messages").
  const { form, problem, submitWith } = useAuthForm(changePasswordSchema, BLANK, {
    current_password: t('auth.change.current'),
    new_password: t('auth.newPassword'),
  });
  const submit = submitWith(change, t('auth.change.failed'), (answer) => {
    form.reset(BLANK);
    onChanged(answer.message);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.change.submit')}>
      {problem ? <Alert>{problem}</Alert> : null}
      <PasswordFormField control={form.control} name="current_password" label={t('auth.change.current')} />
      <PasswordFormField control={form.control} name="new_password" label={t('auth.newPassword')} fresh />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('auth.saving') : t('auth.change.submit')}
      </Button>
    </form>
  );
}
