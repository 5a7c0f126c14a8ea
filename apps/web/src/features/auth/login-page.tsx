import { type LoginInput, loginSchema, type UserData } from '@ssf/domain/schemas/auth';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValues } from '../../components/use-form-values.ts';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAuth } from '../../lib/auth.tsx';

interface LoginResponse {
  success: boolean;
  message: string;
  token: string;
  userData: UserData;
  /** Two-factor sign-in: no token yet, a challenge to answer with a code. */
  twoFactorRequired?: boolean;
  challenge?: string;
}

const DASHBOARD = PAGES.dashboard.path;

/** /admin/login: an admin signs in with e-mail and password and lands on the dashboard. */
export default function LoginPage() {
  usePageTitle(PAGES.login);
  const { isAuthenticated, loading, login } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm(loginSchema);
  const { values, field } = useFormValues<LoginInput>({ email: '', password: '' }, form.error);
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  if (loading) return <Spinner label="Checking your session..." className="min-h-[50vh]" />;
  if (isAuthenticated) return <Navigate to={DASHBOARD} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const input = form.validate(values);
    if (!input) return;
    setSubmitting(true);
    try {
      const res = await api.post<LoginResponse>('/auth/login', input);
      if (res.twoFactorRequired && res.challenge) {
        setChallenge(res.challenge);
        return;
      }
      // Only admins have an admin area; signing in anyone else would bounce straight back here.
      if (!res.userData?.isAdmin) {
        setMessage(MSG.notAllowed);
        return;
      }
      login(res.token, res.userData);
      navigate(DASHBOARD, { replace: true });
    } catch (err) {
      form.showServerErrors(err);
      setMessage(err instanceof ApiError ? err.message : MSG.internalError);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    if (!code.trim()) {
      setMessage('Enter the code from your authenticator app, or a recovery code');
      return;
    }
    setSubmitting(true);
    try {
      const res = await api.post<LoginResponse>('/auth/login/2fa', { challenge, code: code.trim() });
      login(res.token, res.userData);
      navigate(DASHBOARD, { replace: true });
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : MSG.internalError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Admin Login" logo intro="Sign in to manage the forum's content.">
      {challenge ? (
        <form noValidate onSubmit={onSubmitCode} className="mt-6" aria-busy={submitting}>
          <FormAlert tone="error" message={message} />
          <TextField
            className="mb-4"
            label="Code from your authenticator app"
            hint="Or one of your recovery codes"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? 'Checking...' : 'Verify'}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6" aria-busy={submitting}>
          <FormAlert tone="error" message={message} />
          <TextField
            className="mb-4"
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...field('email')}
          />
          <TextField
            className="mb-4"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? 'Signing in...' : 'Sign in'}
          </Button>
          <p className="mt-4 text-center text-sm">
            <Link to={PAGES.forgotPassword.path} className="font-medium text-brand-700 underline">
              Forgot password?
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
