import { TEAM_PHOTO_MAX_BYTES } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import {
  TEAM_DESIGNATION_MAX,
  TEAM_LINKEDIN_MAX,
  TEAM_NAME_MAX,
  TEAM_ROLES,
  type TeamMember,
  type TeamRole,
  teamMemberInputSchema,
} from '@ssf/domain/schemas/team';
import { type FormEvent, useState } from 'react';
import {
  AdminFormButtons,
  AdminFormCard,
  type DrawerFormProps,
  focusFirstInvalid,
} from '../../components/admin/admin-form.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { useNotices } from '../../components/notices.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { failureMessage } from '../../lib/api-client.ts';
import { useSaveMember } from './team-api.ts';

interface MemberFormProps extends DrawerFormProps {
  /** The member being edited; none to add one. */
  member?: TeamMember | null;
}

type Values = { name: string; email: string; linkedin: string; role: TeamRole | ''; designation: string };

/**
 * The member form of /admin/team: add, or edit the member given (preloaded). Checked with the
 * shared schema before sending; the photo (required when adding, at most 5 MB) is checked as soon
 * as it is chosen.
 */
export function MemberForm({ member, onSaved, onCancel, headingRef }: MemberFormProps) {
  const notices = useNotices();
  const { mutation: save, progress } = useSaveMember();
  const form = useZodForm(teamMemberInputSchema);
  const editing = Boolean(member);
  const [values, setValues] = useState<Values>({
    name: member?.name ?? '',
    email: member?.email ?? '',
    linkedin: member?.linkedin ?? '',
    role: member?.role ?? '',
    designation: member?.designation ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);

  const change = (name: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    form.clearError(name);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    const formElement = e.currentTarget;
    const parsed = form.validate(values, !editing && !photo ? { photo: MSG.photoRequired } : {});
    if (!parsed) {
      focusFirstInvalid(formElement);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: member?._id, values: parsed, photo });
      notices.success(saved?.message || (editing ? MSG.memberUpdated : MSG.memberAdded));
      onSaved();
    } catch (err) {
      form.showServerErrors(err);
      notices.error(failureMessage(err));
    }
  };

  const text = (
    name: 'name' | 'email' | 'linkedin' | 'designation',
    label: string,
    type: 'text' | 'email' | 'url',
    max: number,
    extra: { placeholder?: string; autoComplete?: string } = {},
  ) => (
    <FormTextField
      form={form}
      name={name}
      label={label}
      required
      {...extra}
      type={type}
      inputMode={type === 'url' ? 'url' : type === 'email' ? 'email' : undefined}
      value={values[name]}
      onValue={(value) => setValues((v) => ({ ...v, [name]: value }))}
      maxLength={max}
    />
  );

  return (
    <AdminFormCard
      onSubmit={onSubmit}
      busy={save.isPending}
      title={editing ? 'Edit Member' : 'Add Member'}
      titleId="member-form-title"
      headingRef={headingRef}
      editing={member?.name}
    >
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        {text('name', 'Name', 'text', TEAM_NAME_MAX, { autoComplete: 'off' })}
        {text('email', 'Email', 'email', 254, { autoComplete: 'off' })}
        {text('linkedin', 'LinkedIn profile', 'url', TEAM_LINKEDIN_MAX, {
          placeholder: 'https://www.linkedin.com/in/...',
        })}
        <Field label="Role" required error={form.error('role')}>
          {(control) => (
            <select
              {...control}
              name="role"
              value={values.role}
              onChange={change('role')}
              className={inputClass(!!form.error('role'))}
            >
              <option value="">Select a role</option>
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          {text('designation', 'Designation', 'text', TEAM_DESIGNATION_MAX, {
            placeholder: 'President, Events Lead, ...',
          })}
        </div>
      </div>
      <ImageField
        label="Photo"
        name="photo"
        required={!editing}
        hint={editing ? 'Leave empty to keep the current photo.' : undefined}
        value={photo}
        onChange={(file) => {
          setPhoto(file);
          form.clearError('photo');
        }}
        currentUrl={member?.photo}
        maxBytes={TEAM_PHOTO_MAX_BYTES}
        error={form.error('photo')}
        progress={progress}
        previewShape="square"
      />
      <AdminFormButtons
        saving={save.isPending}
        label={editing ? 'Update Member' : 'Add Member'}
        editing={editing}
        onCancel={onCancel}
      />
    </AdminFormCard>
  );
}
