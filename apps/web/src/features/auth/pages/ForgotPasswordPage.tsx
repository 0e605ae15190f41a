import { passwordResetRequestSchema } from '@links/domain';
import { useState } from 'react';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useRequestReset } from '../api/passwords';
import { AuthCard } from '../components/AuthCard';
import { BackToLogin } from '../components/BackToLogin';
import { useAuthForm } from '../components/useAuthForm';

/** The page after the request keeps the email in the fragment, which the browser never sends. */
export const confirmPageFor = (email: string) => `/reset-password/confirm#email=${encodeURIComponent(email)}`;

/** `/reset-password`: ask for a code (docs/decisions/passwords.md, "Forgotten passwords"). */
export function ForgotPasswordPage() {
  const request = useRequestReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { form, problem, submitWith } = useAuthForm(
    passwordResetRequestSchema,
    { email: '' },
    { email: 'Email' },
  );
  const submit = submitWith(request, 'Could not ask for a code. Please try again.', (answer) =>
    setSent({ email: form.getValues('email').trim(), message: answer.message }),
  );
  return (
    <AuthCard title="Forgot password?" subtitle="We will send a code to your email">
      {sent ? (
        <div className="space-y-4">
          <Alert tone="success">{sent.message}</Alert>
          <ButtonLink to={confirmPageFor(sent.email)} className="w-full">
            I have the code
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Ask for a reset code">
          {problem ? <Alert>{problem}</Alert> : null}
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send me a code'}
          </Button>
        </form>
      )}
      <BackToLogin className="mt-4" />
    </AuthCard>
  );
}
