import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { ROLE_LABELS, type Role } from '@ssf/domain/accounts';
import type { UserData } from '@ssf/domain/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../components/auth-card.tsx';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

/** /admin/invite/{token}: an invited officer sets a password and lands in the admin area. */
export default function InvitePage() {
  usePageTitle(PAGES.invite);
  const { token = '' } = useParams();
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      api.get<{ email: string; name: string; role: Role }>(`/accounts/invite/${token}`, { signal }),
    retry: false,
  });
  return (
    <AuthCard title="Accept your invitation">
      {invitation.isPending ? (
        <p>Checking the invitation...</p>
      ) : invitation.isError ? (
        <p role="alert">
          {invitation.error instanceof ApiError ? invitation.error.message : MSG.internalError}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-gray-700">
            {invitation.data.name} ({invitation.data.email}), you are invited as{' '}
            {ROLE_LABELS[invitation.data.role]}. Choose a password.
          </p>
          <PasswordForm
            submitLabel="Accept and sign in"
            send={(password) => api.post(`/accounts/invite/${token}/accept`, { password })}
          />
        </>
      )}
    </AuthCard>
  );
}

/** A new password, typed twice; on success the account is signed in and goes to the dashboard. */
export function PasswordForm({
  submitLabel,
  send,
}: {
  submitLabel: string;
  send: (password: string) => Promise<unknown>;
}) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (password.length < 10) return setError(MSG.passwordTooShort);
    if (password !== again) return setError('The passwords do not match');
    setBusy(true);
    try {
      const res = (await send(password)) as {
        token?: string;
        userData?: UserData;
        twoFactorRequired?: boolean;
      };
      if (res.token && res.userData) {
        login(res.token, res.userData);
        navigate(PAGES.dashboard.path, { replace: true });
      } else navigate(PAGES.login.path, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.internalError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <FormAlert tone="error" message={error} />
      <TextField
        className="mb-4"
        label="New password"
        hint="At least 10 characters"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        className="mb-4"
        label="New password again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(e) => setAgain(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
