import { changePasswordSchema } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { useChangePassword } from '../api/passwords';
import { PasswordFormField } from './PasswordFormField';
import { useAuthForm } from './useAuthForm';

/**
 * The fields as the schema's messages name them: those messages are the shared rules' English words
 * (docs/decisions/languages.md, "Refusals in the user's language"), so their subjects stay English.
 */
const SUBJECTS = { current_password: 'Current password', new_password: 'New password' };
const BLANK = { current_password: '', new_password: '' };

/** `POST /me/password`: the form of the change screen and of the profile card. */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { form, problem, submitWith } = useAuthForm(changePasswordSchema, BLANK, SUBJECTS);
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
