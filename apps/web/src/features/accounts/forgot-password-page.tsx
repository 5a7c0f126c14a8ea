import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AuthCard } from '../../components/auth-card.tsx';

/** /admin/forgot-password: asks for a reset link (the same answer whether or not the email has an account). */
export default function ForgotPasswordPage() {
  usePageTitle(PAGES.forgotPassword);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const res = await api.post<{ message: string }>('/auth/forgot-password', { email });
      setMessage({ tone: 'success', text: res.message });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof ApiError ? err.message : MSG.internalError });
    }
  };
  return (
    <AuthCard title="Forgot password">
      <form onSubmit={submit} noValidate>
        <FormAlert tone={message?.tone ?? 'success'} message={message?.text ?? null} />
        <TextField
          className="mb-4"
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" className="w-full">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
