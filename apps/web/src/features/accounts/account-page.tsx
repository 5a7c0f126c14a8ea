import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { accountKeys, useSessions, when } from './accounts-api.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

const errorOf = (err: unknown) => (err instanceof ApiError ? err.message : MSG.internalError);

/** /admin/account: the signed-in account's password, two-factor sign-in and sessions. */
export default function AccountPage() {
  usePageTitle(PAGES.adminAccount);
  const { userData } = useAuth();
  return (
    <section className="mx-auto max-w-3xl space-y-8">
      <AdminPageHeader title="Your account" />
      {userData?.mustSetUpTwoFactor ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {MSG.twoFactorRequired}.
        </p>
      ) : null}
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <h2 className="text-xl font-semibold text-brand-900">Password</h2>
        <p className="mt-1 text-sm text-gray-700">Changing it ends your other sessions.</p>
        <Link
          to={PAGES.adminPassword.path}
          className="mt-2 inline-block font-semibold text-brand-700 underline"
        >
          Change password
        </Link>
      </div>
      <TwoFactor />
      <Sessions />
    </section>
  );
}

function TwoFactor() {
  const { userData, login } = useAuth();
  const [setup, setSetup] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const on = userData?.twoFactor === true;

  const refreshUser = async () => {
    const res = await api.get<{ userData: NonNullable<typeof userData> }>('/auth/user');
    const token = localStorage.getItem('token');
    if (token) login(token, res.userData);
  };

  // Each step clears the last message, and a failure is shown in its place.
  const attempt = async (work: () => Promise<void>) => {
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setMessage({ tone: 'error', text: errorOf(err) });
    }
  };
  const start = () =>
    attempt(async () => {
      setSetup(await api.post<{ secret: string; qrCode: string }>('/auth/2fa/setup'));
    });
  const enable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return attempt(async () => {
      const res = await api.post<{ recoveryCodes: string[] }>('/auth/2fa/enable', { code });
      setCodes(res.recoveryCodes);
      setSetup(null);
      setCode('');
      setMessage({ tone: 'success', text: MSG.twoFactorEnabled });
      await refreshUser();
    });
  };
  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return attempt(async () => {
      await api.post('/auth/2fa/disable', { password, code });
      setPassword('');
      setCode('');
      setMessage({ tone: 'success', text: MSG.twoFactorDisabled });
      await refreshUser();
    });
  };

  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 className="text-xl font-semibold text-brand-900">Two-factor sign-in</h2>
      <p className="mt-1 text-sm text-gray-700">
        {on ? 'On: signing in asks for a code from your authenticator app.' : 'Off.'}
      </p>
      <FormAlert tone={message?.tone ?? 'success'} message={message?.text ?? null} />
      {codes ? (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold">
            Recovery codes: shown once. Keep them somewhere safe; each works once.
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!on && !setup ? (
        <Button className="mt-3" onClick={() => void start()}>
          Set up two-factor sign-in
        </Button>
      ) : null}
      {setup ? (
        <form onSubmit={enable} noValidate className="mt-3 space-y-3">
          <p className="text-sm">Scan this code with your authenticator app, or type the secret into it.</p>
          <img src={setup.qrCode} alt="QR code of the two-factor secret" width={200} height={200} />
          <p className="break-all font-mono text-sm">
            Secret: <span data-testid="totp-secret">{setup.secret}</span>
          </p>
          <TextField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit">Turn on</Button>
        </form>
      ) : null}
      {on ? (
        <form onSubmit={disable} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label="Code or recovery code"
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" variant="danger">
            Turn off
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function Sessions() {
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (err) {
      setError(errorOf(err));
    }
  };
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 className="text-xl font-semibold text-brand-900">Sessions</h2>
      <FormAlert tone="error" message={error} />
      {sessions.data ? (
        <ul className="mt-3 space-y-2">
          {sessions.data.sessions.map((s) => (
            <li
              key={s._id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 pb-2"
            >
              <div className="min-w-0 text-sm">
                <p className="break-words font-medium">{s.userAgent || 'Unknown device'}</p>
                <p className="text-gray-600">
                  Last seen {when(s.lastSeenAt)} · signed in {when(s.createdAt)}
                  {s.current ? ' · this session' : ''}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void run(() => api.delete(`/auth/sessions/${s._id}`))}
                >
                  End session
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>Loading sessions...</p>
      )}
      <Button
        className="mt-3"
        variant="secondary"
        onClick={() => void run(() => api.post('/auth/sessions/revoke-others'))}
      >
        Sign out every other session
      </Button>
    </div>
  );
}
