import { changePasswordSchema } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useChangePassword } from '../api/passwords';
import { PasswordFormField } from './PasswordFormField';
import { useAuthForm } from './useAuthForm';

const SUBJECTS = { current_password: 'Current password', new_password: 'New password' };
const BLANK = { current_password: '', new_password: '' };

/** `POST /me/password`: the form of the change screen and of the profile card. */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const change = useChangePassword();
  const { form, problem, submitWith } = useAuthForm(changePasswordSchema, BLANK, SUBJECTS);
  const submit = submitWith(change, 'Could not change your password. Please try again.', (answer) => {
    form.reset(BLANK);
    onChanged(answer.message);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change password">
      {problem ? <Alert>{problem}</Alert> : null}
      <PasswordFormField control={form.control} name="current_password" label="Current password" />
      <PasswordFormField control={form.control} name="new_password" label="New password" fresh />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
