import { MSG } from '@ssf/domain/messages';
import { TEAM_PHOTO_MAX_BYTES } from '@ssf/domain/constants';
import { PAGES } from '@ssf/domain/pages';
import {
  SITE_LEADER_COUNT,
  SITE_LIMITS,
  SITE_MSG,
  type SiteTexts,
  siteTextsInputSchema,
} from '@ssf/domain/schemas/site';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../components/button.tsx';
import { choiceClass, Field, inputClass } from '../../components/field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSiteTexts } from '../../lib/site.ts';
import { failureMessage } from '../../lib/api-client.ts';
import { useSaveSite } from './site-texts-api.ts';
import { ADMIN_PAGE_FRAME, AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { SaveBar } from '../../components/admin/save-bar.tsx';

interface LeaderValues {
  name: string;
  title: string;
  message: string;
  removePhoto: boolean;
}

interface Values {
  about: string;
  vision: string;
  mission: string;
  objective: string;
  leaders: LeaderValues[];
  playlistId: string;
  contactEmail: string;
  social: { instagram: string; linkedin: string; youtube: string };
}

const valuesOf = (site: SiteTexts): Values => ({
  about: site.about,
  vision: site.vision,
  mission: site.mission,
  objective: site.objective,
  leaders: site.leaders.map((l) => ({
    name: l.name,
    title: l.title,
    message: l.message,
    removePhoto: false,
  })),
  playlistId: site.playlistId,
  contactEmail: site.contactEmail,
  social: {
    instagram: site.social.instagram ?? '',
    linkedin: site.social.linkedin ?? '',
    youtube: site.social.youtube ?? '',
  },
});

const sectionClass = 'space-y-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8';
const sectionTitle = 'font-serif text-2xl font-bold text-brand-900';

/** The editing form, once the current texts are known. */
function SiteForm({ site }: { site: SiteTexts }) {
  const notices = useNotices();
  const form = useZodForm(siteTextsInputSchema);
  const { mutation: save, progress } = useSaveSite();
  // An account that may only view the section sees the texts in a form it cannot change or save.
  const mayEdit = useAuth().can('site', 'edit');
  const [values, setValues] = useState<Values>(() => valuesOf(site));
  const [stored, setStored] = useState(site);
  const [photos, setPhotos] = useState<Array<File | null>>(() => Array(SITE_LEADER_COUNT).fill(null));
  // Each new save resets the photo inputs (a fresh key) so they show the stored photos again.
  const [round, setRound] = useState(0);

  const set = (path: string, update: (v: Values) => Values) => {
    setValues(update);
    form.clearError(path);
  };
  const setText =
    (name: 'about' | 'vision' | 'mission' | 'objective' | 'playlistId' | 'contactEmail') =>
    (e: { target: { value: string } }) =>
      set(name, (v) => ({ ...v, [name]: e.target.value }));
  const setSocial = (name: keyof Values['social']) => (e: { target: { value: string } }) =>
    set(`social.${name}`, (v) => ({ ...v, social: { ...v.social, [name]: e.target.value } }));
  const setLeader = (i: number, patch: Partial<LeaderValues>, path: string) =>
    set(`leaders.${i}.${path}`, (v) => ({
      ...v,
      leaders: v.leaders.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    }));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    const formElement = e.currentTarget;
    const parsed = form.validate(values);
    const focusFirstError = () =>
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (!parsed) {
      focusFirstError();
      return;
    }
    try {
      const saved = await save.mutateAsync({ texts: parsed, photos });
      notices.success(saved.message || SITE_MSG.updated);
      setStored(saved.site);
      setValues(valuesOf(saved.site));
      setPhotos(Array(SITE_LEADER_COUNT).fill(null));
      setRound((r) => r + 1);
    } catch (err) {
      if (form.showServerErrors(err)) focusFirstError();
      notices.error(failureMessage(err));
    }
  };

  const textarea = (
    name: 'about' | 'vision' | 'mission' | 'objective',
    label: string,
    max: number,
    rows: number,
    hint?: string,
  ) => (
    <Field label={label} required hint={hint} error={form.error(name)}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          maxLength={max}
          value={values[name]}
          onChange={setText(name)}
          className={inputClass(!!form.error(name))}
        />
      )}
    </Field>
  );

  const link = (name: keyof Values['social'], label: string, placeholder: string) => (
    <Field label={label} hint="Leave empty to hide it from the footer." error={form.error(`social.${name}`)}>
      {(control) => (
        <input
          {...control}
          name={`social.${name}`}
          type="url"
          inputMode="url"
          placeholder={placeholder}
          maxLength={SITE_LIMITS.link}
          value={values.social[name]}
          onChange={setSocial(name)}
          className={inputClass(!!form.error(`social.${name}`))}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={save.isPending} className="mt-8 space-y-8">
      <fieldset disabled={!mayEdit} className="min-w-0 space-y-8">
        <section aria-labelledby="site-about-title" className={sectionClass}>
          <h2 id="site-about-title" className={sectionTitle}>
            About the forum
          </h2>
          {textarea('about', 'About', SITE_LIMITS.about, 8, 'Separate paragraphs with an empty line.')}
          {textarea('vision', 'Vision', SITE_LIMITS.pillar, 4)}
          {textarea('mission', 'Mission', SITE_LIMITS.pillar, 4)}
          {textarea('objective', 'Objective', SITE_LIMITS.pillar, 4)}
        </section>

        {values.leaders.map((leader, i) => {
          const base = `leaders.${i}`;
          const current = stored.leaders[i]?.photo ?? '';
          const titleId = `site-leader-${i}-title`;
          return (
            // The two leader places are fixed.
            <section key={base} aria-labelledby={titleId} className={sectionClass}>
              <h2 id={titleId} className={sectionTitle}>
                Leader {i + 1}
              </h2>
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
                <Field label="Name" required error={form.error(`${base}.name`)}>
                  {(control) => (
                    <input
                      {...control}
                      name={`${base}.name`}
                      maxLength={SITE_LIMITS.leaderName}
                      value={leader.name}
                      onChange={(e) => setLeader(i, { name: e.target.value }, 'name')}
                      className={inputClass(!!form.error(`${base}.name`))}
                    />
                  )}
                </Field>
                <Field label="Title" required error={form.error(`${base}.title`)}>
                  {(control) => (
                    <input
                      {...control}
                      name={`${base}.title`}
                      maxLength={SITE_LIMITS.leaderTitle}
                      value={leader.title}
                      onChange={(e) => setLeader(i, { title: e.target.value }, 'title')}
                      className={inputClass(!!form.error(`${base}.title`))}
                    />
                  )}
                </Field>
              </div>
              <Field
                label="Message"
                hint="Only the leader's own words, as they approved them. Leave empty to show the name and title only."
                error={form.error(`${base}.message`)}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name={`${base}.message`}
                    rows={4}
                    maxLength={SITE_LIMITS.leaderMessage}
                    value={leader.message}
                    onChange={(e) => setLeader(i, { message: e.target.value }, 'message')}
                    className={inputClass(!!form.error(`${base}.message`))}
                  />
                )}
              </Field>
              <ImageField
                key={`${base}-${round}`}
                label="Photo"
                name={`leaderPhoto${i}`}
                hint={
                  current
                    ? 'Leave empty to keep the current photo.'
                    : 'Without one a neutral placeholder is shown.'
                }
                value={photos[i]}
                onChange={(file) => {
                  setPhotos((list) => list.map((p, j) => (j === i ? file : p)));
                  if (file) setLeader(i, { removePhoto: false }, 'photo');
                }}
                currentUrl={leader.removePhoto ? null : current || null}
                maxBytes={TEAM_PHOTO_MAX_BYTES}
                error={form.error(`leaderPhoto${i}`)}
                progress={photos[i] ? progress : null}
                previewShape="square"
              />
              {current && !photos[i] ? (
                <label className={`${choiceClass} w-fit`}>
                  <input
                    type="checkbox"
                    name={`${base}.removePhoto`}
                    checked={leader.removePhoto}
                    onChange={(e) => setLeader(i, { removePhoto: e.target.checked }, 'removePhoto')}
                    className="h-5 w-5 accent-brand-700"
                  />
                  Remove the current photo
                </label>
              ) : null}
            </section>
          );
        })}

        <section aria-labelledby="site-links-title" className={sectionClass}>
          <h2 id="site-links-title" className={sectionTitle}>
            Videos and links
          </h2>
          <Field
            label="Video playlist id"
            hint="The part after list= in the playlist's address (for example PL...). Leave empty to hide the videos from the home page."
            error={form.error('playlistId')}
          >
            {(control) => (
              <input
                {...control}
                name="playlistId"
                maxLength={SITE_LIMITS.playlistId}
                autoComplete="off"
                spellCheck={false}
                value={values.playlistId}
                onChange={setText('playlistId')}
                className={inputClass(!!form.error('playlistId'))}
              />
            )}
          </Field>
          <Field
            label="Contact email"
            hint="Leave empty to hide it from the footer."
            error={form.error('contactEmail')}
          >
            {(control) => (
              <input
                {...control}
                name="contactEmail"
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={SITE_LIMITS.email}
                value={values.contactEmail}
                onChange={setText('contactEmail')}
                className={inputClass(!!form.error('contactEmail'))}
              />
            )}
          </Field>
          {link('instagram', 'Instagram', 'https://www.instagram.com/...')}
          {link('linkedin', 'LinkedIn', 'https://www.linkedin.com/company/...')}
          {link('youtube', 'YouTube', 'https://www.youtube.com/@...')}
        </section>
      </fieldset>

      {mayEdit ? (
        <SaveBar inCard={false}>
          <button
            type="submit"
            aria-disabled={save.isPending || undefined}
            className={buttonClass('primary')}
          >
            {save.isPending ? 'Saving...' : 'Save site texts'}
          </button>
          <span className="text-sm text-gray-600">Changes show as soon as they are saved.</span>
        </SaveBar>
      ) : (
        <p className="text-gray-700">{MSG.sectionViewOnly}</p>
      )}
    </form>
  );
}

/**
 * /admin/site: the home page's and footer's texts, the leaders' photos, the video playlist and the
 * follow-us links, in one form checked with the shared rules before it is sent.
 */
export default function AdminSitePage() {
  usePageTitle(PAGES.adminSite);
  const { query } = useSiteTexts();
  return (
    <section className={ADMIN_PAGE_FRAME}>
      <AdminPageHeader
        title="Site texts"
        description="What the home page and the footer say. Changes show as soon as they are saved."
      />
      {query.isPending ? (
        <Spinner label="Loading the site texts..." />
      ) : query.isError || !query.data ? (
        <ErrorState
          title="The site texts could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SiteForm site={query.data} />
      )}
    </section>
  );
}
