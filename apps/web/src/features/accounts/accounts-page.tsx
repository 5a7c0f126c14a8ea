import {
  LEVELS,
  type Level,
  ROLE_LABELS,
  ROLE_PRESETS,
  ROLES,
  type Role,
  SECTION_LABELS,
  SECTIONS,
} from '@ssf/domain/accounts';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { Account } from '@ssf/domain/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { inputClass, labelClass } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { accountKeys, useAccounts, useSettings, when } from './accounts-api.ts';
import { EmailText } from '../../components/admin/email-text.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';

const errorOf = (err: unknown) => (err instanceof ApiError ? err.message : MSG.internalError);

/** /admin/accounts: the officers' accounts, invitations, roles, and the two-factor requirement. */
export default function AccountsPage() {
  usePageTitle(PAGES.adminAccounts);
  const { can, userData } = useAuth();
  const mayEdit = can('accounts', 'edit');
  const accounts = useAccounts();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [link, setLink] = useState<{ label: string; url: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.list });
  const { confirm, dialog } = useConfirm();

  const act = async (work: () => Promise<unknown>, success: string) => {
    setMessage(null);
    try {
      await work();
      setMessage({ tone: 'success', text: success });
      await refresh();
    } catch (err) {
      setMessage({ tone: 'error', text: errorOf(err) });
    }
  };

  return (
    <section className="mx-auto max-w-5xl space-y-8">
      <AdminPageHeader title="Accounts" />
      <FormAlert tone={message?.tone ?? 'success'} message={message?.text ?? null} />
      {link ? (
        <section className="rounded-xl border border-amber-300 bg-amber-50 p-4" aria-label={link.label}>
          <p className="font-semibold text-amber-900">{link.label}: shown once, copy it now</p>
          <p className="mt-2 break-all font-mono text-sm" data-testid="one-time-link">
            {link.url}
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => void navigator.clipboard?.writeText(link.url)}>
              Copy link
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setLink(null)}>
              Done
            </Button>
          </div>
        </section>
      ) : null}
      {mayEdit ? (
        <InviteForm
          onInvited={(url) => {
            setLink({ label: 'Invitation link', url });
            void refresh();
          }}
        />
      ) : null}
      {userData?.role === 'owner' ? <TwoFactorSetting /> : null}
      <div>
        <h2 className="mb-3 text-xl font-semibold text-brand-900">Everyone with an account</h2>
        {accounts.isPending ? (
          <p>Loading accounts...</p>
        ) : accounts.isError ? (
          <p role="alert">{errorOf(accounts.error)}</p>
        ) : (
          <ul className="space-y-3">
            {accounts.data.accounts.map((account) => (
              <AccountRow
                key={account._id}
                account={account}
                self={account._id === userData?._id}
                mayEdit={mayEdit}
                onRole={(role) => act(() => api.put(`/accounts/${account._id}`, { role }), MSG.accountSaved)}
                onDisabled={(disabled) =>
                  act(() => api.put(`/accounts/${account._id}`, { disabled }), MSG.accountSaved)
                }
                onRemove={async () => {
                  const sure = await confirm({
                    title: 'Remove account',
                    message: `Remove the account of ${account.name}?`,
                    confirmLabel: 'Remove',
                  });
                  if (sure) void act(() => api.delete(`/accounts/${account._id}`), MSG.accountRemoved);
                }}
                onResetLink={async () => {
                  setMessage(null);
                  try {
                    const res = await api.post<{ resetUrl: string }>(`/accounts/${account._id}/reset-link`);
                    setLink({ label: `Password-reset link for ${account.name}`, url: res.resetUrl });
                  } catch (err) {
                    setMessage({ tone: 'error', text: errorOf(err) });
                  }
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {dialog}
    </section>
  );
}

function AccountRow({
  account,
  self,
  mayEdit,
  onRole,
  onDisabled,
  onRemove,
  onResetLink,
}: {
  account: Account;
  self: boolean;
  mayEdit: boolean;
  onRole: (role: Role) => void;
  onDisabled: (disabled: boolean) => void;
  onRemove: () => void;
  onResetLink: () => void;
}) {
  const status = { active: 'Active', invited: 'Invited', disabled: 'Disabled' }[account.status];
  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 [overflow-wrap:anywhere]"
      data-testid="account-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">
            {account.name} {self ? <span className="text-sm font-normal text-gray-600">(you)</span> : null}
          </p>
          <p className="text-sm text-gray-700">
            <EmailText email={account.email} />
          </p>
          <p className="text-sm text-gray-600">
            {ROLE_LABELS[account.role]} · {status} · two-factor {account.twoFactor ? 'on' : 'off'} · last
            sign-in {when(account.lastSignInAt)}
          </p>
        </div>
        {mayEdit && !self ? (
          <div className="flex min-w-0 flex-wrap items-end gap-2">
            <RoleSelect
              className="min-w-0"
              label={`Role of ${account.name}`}
              value={account.role}
              onChange={onRole}
            />
            <Button size="sm" variant="secondary" onClick={() => onDisabled(account.status !== 'disabled')}>
              {account.status === 'disabled' ? 'Enable' : 'Disable'}
              <span className="sr-only"> {account.name}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={onResetLink}>
              Make reset link<span className="sr-only"> for {account.name}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={onRemove}>
              Remove<span className="sr-only"> {account.name}</span>
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The role of an account, chosen from every role by its label. */
function RoleSelect({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass()}
        value={value}
        onChange={(e) => onChange(e.target.value as Role)}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

function InviteForm({ onInvited }: { onInvited: (url: string) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [permissions, setPermissions] = useState(ROLE_PRESETS.editor);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const chooseRole = (r: Role) => {
    setRole(r);
    setPermissions(ROLE_PRESETS[r]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    setBusy(true);
    try {
      const res = await api.post<{ inviteUrl: string }>('/accounts/invite', {
        name,
        email,
        role,
        permissions,
      });
      onInvited(res.inviteUrl);
      setName('');
      setEmail('');
    } catch (err) {
      setError(errorOf(err));
      if (err instanceof ApiError && err.details && typeof err.details === 'object')
        setFieldErrors(err.details);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 className="mb-3 text-xl font-semibold text-brand-900">Invite an officer</h2>
      <FormAlert tone="error" message={error} />
      <div className="grid gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <TextField
          label="Name"
          name="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldErrors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <RoleSelect label="Role" value={role} onChange={chooseRole} />
      </div>
      {role !== 'owner' ? (
        <fieldset className="mt-4 min-w-0">
          <legend className={labelClass}>Permission per section</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3 [&>*]:min-w-0">
            {SECTIONS.map((section) => (
              <label key={section} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>{SECTION_LABELS[section]}</span>
                <select
                  className="rounded border border-gray-300 px-2 py-1"
                  value={permissions[section]}
                  onChange={(e) => setPermissions((p) => ({ ...p, [section]: e.target.value as Level }))}
                >
                  {LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {l === 'none' ? 'No access' : l === 'view' ? 'View' : 'Edit'}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Button type="submit" className="mt-4" disabled={busy}>
        {busy ? 'Inviting...' : 'Invite'}
      </Button>
    </form>
  );
}

function TwoFactorSetting() {
  const settings = useSettings(true);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  if (!settings.data) return null;
  const toggle = async () => {
    setError(null);
    try {
      await api.put('/admin/settings', { requireTwoFactor: !settings.data.requireTwoFactor });
      await queryClient.invalidateQueries({ queryKey: accountKeys.settings });
    } catch (err) {
      setError(errorOf(err));
    }
  };
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <FormAlert tone="error" message={error} />
      <label className="flex items-center gap-3">
        <input type="checkbox" checked={settings.data.requireTwoFactor} onChange={() => void toggle()} />
        <span>Require two-factor sign-in for every account</span>
      </label>
    </div>
  );
}
