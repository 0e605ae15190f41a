import { isLoginAnswer } from '@links/domain/plain';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { sentenceInWords } from '../../../components/form/predicates';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { useTranslation } from '../../../i18n';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { screensOf, sessionChanged } from '../../../lib/session';
import { loginErrorMessage, useLogin } from '../api/login';
import { useSetupStatus } from '../api/setup';
import { useSignupStatus } from '../api/signup';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';

/**
 * The form's rules are the server's (the shared schema), fetched with the schema library when the
 * form is first sent, so the sign-in page paints without them.
 */
const loadLoginSchema = () => import('../api/login-schema').then((module) => module.loginSchema);
/** Fetched once signed in, with the API's contract (docs/decisions/languages.md, "Choosing a language"). */
const applySavedLanguage = (chosenHere: boolean) =>
  import('../api/saved-language').then((module) => module.applySavedLanguage(chosenHere));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setup = useSetupStatus();
  const signup = useSignupStatus();
  const login = useLogin();
  const chosenHere = useRef(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (setup.data?.needed) return <Navigate to="/setup" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = (await loadLoginSchema()).safeParse({ email, password });
    if (!parsed.success) {
      const said = parsed.error.issues[0]?.message;
      // The rule's sentence in the language on screen (docs/decisions/languages.md, "Form messages").
      setError(said === undefined ? t('login.required') : sentenceInWords(said));
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: async (answer) => {
        // docs/spec/states.md, "Signing in and out": a role other than admin or member may not in (the only
        // way a reply can fail to be a login answer).
        if (!isLoginAnswer(answer)) {
          setError(t('login.unauthorizedRole'));
          return;
        }
        // The server set the session cookies with its answer.
        sessionChanged();
        // docs/decisions/languages.md, "Choosing a language": a language chosen on this page is
        // saved as the user's; otherwise the user's saved language wins.
        await applySavedLanguage(chosenHere.current);
        // docs/decisions/passwords.md: a password an official set is changed before anything else.
        if (answer.must_change_password) navigate('/change-password', { replace: true });
        // docs/decisions/people.md, "Choosing a group": a person of several groups says which.
        else if ((answer.groups?.length ?? 0) > 1) navigate('/choose-group', { replace: true });
        else navigate(screensOf(answer.user) === 'admin' ? '/' : '/member', { replace: true });
      },
      onError: (failure) => setError(loginErrorMessage(failure, t('login.failed'))),
    });
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LanguageSwitch
        className="mb-4 justify-end"
        onChosen={() => {
          chosenHere.current = true;
        }}
      />
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/reset-password" className="font-semibold text-brand-700 underline">
            {t('login.forgot')}
          </Link>
          <Link to="/invitations" className="font-semibold text-brand-700 underline">
            {t('login.invitation')}
          </Link>
        </div>
        {signup.data?.open ? (
          <p className="text-center text-sm">
            {t('login.newHere')}{' '}
            <Link to="/signup" className="font-semibold text-brand-700 underline">
              {t('login.register')}
            </Link>
          </p>
        ) : null}
      </form>
    </AuthCard>
  );
}
