import { MSG } from '@ssf/domain/messages';
import { DEFAULT_SITE_TEXTS, SITE_MSG, type SiteTexts, toSiteTexts } from '@ssf/domain/schemas/site';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { asAdmin, asViewer, fakeUploadsInTests, png } from '../../../test/admin-page.tsx';
import { lastXhr } from '../../../test/fake-xhr.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminSitePage from './admin-site-page.tsx';

const stored = `/media/${'b'.repeat(32)}-600.webp`;
const site = (): SiteTexts => toSiteTexts(DEFAULT_SITE_TEXTS, [stored, '']);

fakeUploadsInTests();
signedInAdminTests();

/** Types a value at once (pasted): the fields are long and key-by-key typing adds nothing here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const open = (as = asAdmin) => {
  fakeApi({ 'GET /api/v1/site': () => ({ status: 200, body: site() }) });
  renderRoutes([{ path: '/admin/site', Component: AdminSitePage }], '/admin/site', as);
};

describe('/admin/site', () => {
  it('shows an account that may only view the site texts a form it cannot change, without Save', async () => {
    open(asViewer);
    const instagram = await screen.findByRole('textbox', { name: 'Instagram' });
    expect(instagram).toBeDisabled();
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save site texts' })).toBeNull();
    expect(screen.getByText(MSG.sectionViewOnly)).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before sending, and shows each message on its field', async () => {
    open();
    const user = userEvent.setup();
    const instagram = await screen.findByRole('textbox', { name: 'Instagram' });
    await fill(user, instagram, 'javascript:alert(1)');
    const email = screen.getByRole('textbox', { name: 'Contact email' });
    await fill(user, email, 'not an email');
    await user.clear(
      within(screen.getByRole('region', { name: 'Leader 2' })).getByRole('textbox', { name: /Name/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Save site texts' }));
    expect(instagram).toHaveAccessibleDescription(expect.stringContaining(SITE_MSG.linkInvalid));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(SITE_MSG.contactEmailInvalid));
    expect(
      within(screen.getByRole('region', { name: 'Leader 2' })).getByRole('textbox', { name: /Name/ }),
    ).toHaveAccessibleDescription(SITE_MSG.leaderNameRequired);
    expect(() => lastXhr()).toThrow();
  });

  it('sends the texts as JSON with the new photo, shows the progress and the success notice', async () => {
    open();
    const user = userEvent.setup();
    const leader1 = await screen.findByRole('region', { name: 'Leader 1' });
    await fill(user, within(leader1).getByRole('textbox', { name: 'Message' }), 'In our own words.');
    const leader2 = screen.getByRole('region', { name: 'Leader 2' });
    await user.upload(within(leader2).getByLabelText(/Photo/), png('leader.png'));
    await user.click(screen.getByRole('button', { name: 'Save site texts' }));

    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/v1/admin/site']);
    const form = xhr.body as FormData;
    const texts = JSON.parse(String(form.get('texts')));
    expect(texts.leaders[0]).toMatchObject({ message: 'In our own words.', removePhoto: false });
    expect(form.get('leaderPhoto0')).toBeNull();
    expect((form.get('leaderPhoto1') as File).name).toBe('leader.png');
    act(() => xhr.progress(30, 100));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    const saved = toSiteTexts(
      {
        ...DEFAULT_SITE_TEXTS,
        leaders: [
          { ...DEFAULT_SITE_TEXTS.leaders[0], message: 'In our own words.' },
          DEFAULT_SITE_TEXTS.leaders[1],
        ],
      },
      [stored, `/media/${'c'.repeat(32)}-600.webp`],
    );
    act(() => xhr.respond(200, { success: true, message: SITE_MSG.updated, site: saved }));
    expect(await screen.findByText(SITE_MSG.updated)).toBeInTheDocument();
  });

  it('asks the server to remove a stored photo when the admin ticks it off', async () => {
    open();
    const user = userEvent.setup();
    const leader1 = await screen.findByRole('region', { name: 'Leader 1' });
    expect(within(leader1).getByRole('img', { name: 'Currently saved' })).toHaveAttribute('src', stored);
    // The second leader has no photo: nothing to remove.
    expect(
      within(screen.getByRole('region', { name: 'Leader 2' })).queryByRole('checkbox'),
    ).not.toBeInTheDocument();
    const box = within(leader1).getByRole('checkbox', { name: 'Remove the current photo' });
    await user.click(box);
    expect(within(leader1).queryByRole('img', { name: 'Currently saved' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save site texts' }));
    const texts = JSON.parse(String((lastXhr().body as FormData).get('texts')));
    expect(texts.leaders.map((l: { removePhoto: boolean }) => l.removePhoto)).toEqual([true, false]);
  });

  it("shows the server's field messages after a refused save", async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save site texts' }));
    act(() =>
      lastXhr().respond(400, {
        success: false,
        message: SITE_MSG.playlistIdInvalid,
        details: { playlistId: SITE_MSG.playlistIdInvalid },
      }),
    );
    const field = await screen.findByRole('textbox', { name: 'Video playlist id' });
    expect(await screen.findAllByText(SITE_MSG.playlistIdInvalid)).not.toHaveLength(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
