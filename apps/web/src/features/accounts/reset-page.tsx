import { PAGES } from '@ssf/domain/pages';
import { useParams } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { PasswordForm } from './invite-page.tsx';

/** /admin/reset/{token}: a password-reset link sets a new password (and ends every other session). */
export default function ResetPage() {
  usePageTitle(PAGES.resetPassword);
  const { token = '' } = useParams();
  return (
    <AuthCard title="Set a new password">
      <PasswordForm
        submitLabel="Set password"
        send={(password) => api.post('/auth/reset-password', { token, password })}
      />
    </AuthCard>
  );
}
