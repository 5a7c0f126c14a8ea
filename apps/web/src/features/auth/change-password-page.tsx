import { MIN_PASSWORD_LENGTH } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { changePasswordSchema } from '@ssf/domain/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValues } from '../../components/use-form-values.ts';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAuth } from '../../lib/auth.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const PASSWORDS_DIFFER = 'The new passwords do not match';

/** /admin/password: the signed-in admin replaces their password. */
export default function ChangePasswordPage() {
  usePageTitle(PAGES.adminPassword);
  const { userData, login } = useAuth();
  const form = useZodForm(changePasswordSchema);
  const { values, setValues, field } = useFormValues(EMPTY, form.error);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const input = form.validate(
      values,
      values.confirmPassword !== values.newPassword ? { confirmPassword: PASSWORDS_DIFFER } : {},
    );
    if (!input) return;

    setSubmitting(true);
    try {
      const res = await api.put<{ success: boolean; message?: string; token?: string }>(
        '/auth/password',
        input,
      );
      // The change signs out every other session; this one continues with the token it was given.
      if (res.token && userData) login(res.token, userData);
      setSuccess(res.message ?? MSG.passwordChanged);
      setValues(EMPTY);
    } catch (err) {
      form.showServerErrors(err);
      setError(err instanceof ApiError ? err.message : MSG.internalError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="mx-auto max-w-lg">
      <AdminPageHeader
        title="Change password"
        description={`Choose a new password of at least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting}
        className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <FormAlert tone="error" message={error} />
        <FormAlert tone="success" message={success} />
        <TextField
          className="mb-4"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...field('currentPassword')}
        />
        <TextField
          className="mb-4"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...field('newPassword')}
        />
        <TextField
          className="mb-4"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
