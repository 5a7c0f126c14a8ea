import type { Event } from '@ssf/domain/schemas/event';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, signedInAdminTests } from '../../../test/fake-api.ts';
import { anEvent, media } from '../../../test/fixtures.ts';
import { asAdmin, asViewer, fakeUploadsInTests, png } from '../../../test/admin-page.tsx';
import { lastXhr } from '../../../test/fake-xhr.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import AdminEventsPage from './admin-events-page.tsx';

// The editor itself (Tiptap) is the kit's; here a plain text area stands in for it.
vi.mock('../../components/rich-text-editor.tsx', () => ({
  RichTextEditor: ({
    initialHtml,
    onChange,
    label,
    invalid,
    describedBy,
  }: {
    initialHtml: string;
    onChange: (html: string) => void;
    label: string;
    invalid?: boolean;
    describedBy?: string;
  }) => (
    <textarea
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      defaultValue={initialHtml}
      onChange={(e) => onChange(e.target.value)}
    />
  ),
}));

const event = anEvent;

const routes = [{ path: '/admin/events', Component: AdminEventsPage }];

fakeUploadsInTests();
signedInAdminTests();

function listApi(list: Event[], more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/v1/events/all': () => ({ status: 200, body: list }), ...more });
}

describe('/admin/events', () => {
  it('lists events five a page with title, capitalised type, date and a 50 px cover', async () => {
    listApi([
      event(1, { eventType: 'upcoming', buttonText: 'Go', buttonLink: 'https://x.org' }),
      ...[2, 3, 4, 5, 6, 7].map((n) => event(n)),
    ]);
    const { router } = renderRoutes(routes, '/admin/events', asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Events' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Cover', 'Title', 'Type', 'Date', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = within(rows[0]).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Event number 1');
    expect(cells[2]).toHaveTextContent('Upcoming');
    expect(cells[3]).toHaveTextContent('March 5, 2026');
    const cover = rows[0].querySelector('img');
    expect(cover).toHaveAttribute('width', '50');
    expect(cover).toHaveAttribute('height', '50');
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('Previous');

    const nav = screen.getByRole('navigation', { name: 'Event pages' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(router.location.search).toBe('?page=2');
  });

  it('shows an account that may only view events the list without the form, Edit or Delete', async () => {
    listApi([event(1), event(2)]);
    renderRoutes(routes, '/admin/events', asViewer);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Cover', 'Title', 'Type', 'Date']);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Create|Save/ })).toBeNull();
  });

  it("says 'No data available' when there are no events", async () => {
    listApi([]);
    renderRoutes(routes, '/admin/events', asAdmin);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('checks the required fields and the cover with the shared rules before sending anything', async () => {
    listApi([]);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    expect(screen.getByRole('dialog', { name: 'Create Event' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter a title');
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Write a description');
    const date = screen.getByLabelText(/Event date and time/);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Enter the date and time'));
    const cover = screen.getByLabelText(/Cover image/);
    expect(cover).toHaveAccessibleDescription(expect.stringContaining('Cover image is required'));
    expect(cover).toHaveAccessibleDescription(expect.stringContaining('Max size 10 MB'));
    // Focus goes to the first field that needs attention.
    await vi.waitFor(() => expect(title).toHaveFocus());
    expect(() => lastXhr()).toThrow();
  });

  it('creates an upcoming event with the date read on the forum’s clocks, showing the upload’s progress', async () => {
    listApi([]);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Science Meets Spirit');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '<p>A talk</p>');
    expect(screen.getByRole('combobox', { name: /Event type/ })).toHaveValue('upcoming');
    await user.type(screen.getByLabelText(/Event date and time/), '2026-12-05T18:30');
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'Main Auditorium');
    await user.upload(screen.getByLabelText(/Cover image/), png('cover.png'));
    await user.type(screen.getByRole('textbox', { name: 'Button text' }), 'Register');
    await user.type(screen.getByRole('textbox', { name: 'Button link' }), 'https://example.org/r');
    expect(screen.queryByLabelText('Extra images')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/events/create');
    const form = xhr.body as FormData;
    expect(form.get('title')).toBe('Science Meets Spirit');
    expect(form.get('description')).toBe('<p>A talk</p>');
    expect(form.get('eventType')).toBe('upcoming');
    // 18:30 in Pune is 13:00 UTC.
    expect(form.get('eventDate')).toBe('2026-12-05T13:00:00.000Z');
    expect(form.get('venue')).toBe('Main Auditorium');
    expect(form.get('buttonText')).toBe('Register');
    expect(form.get('buttonLink')).toBe('https://example.org/r');
    expect((form.get('coverImage') as File).name).toBe('cover.png');
    expect(form.getAll('images')).toEqual([]);

    act(() => xhr.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Uploading images' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    act(() => xhr.respond(200, { success: true, message: 'Event created successfully', event: event(9) }));
    const notice = await screen.findByText('Event created successfully');
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    // The drawer closes on the list; New event starts a fresh form.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New event' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('shows the server’s message when a save fails, with its field messages', async () => {
    listApi([]);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Talk');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'About');
    await user.type(screen.getByLabelText(/Event date and time/), '2026-12-05T18:30');
    await user.upload(screen.getByLabelText(/Cover image/), png('cover.png'));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    act(() =>
      lastXhr().respond(415, {
        success: false,
        message: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted',
        details: { coverImage: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted' },
      }),
    );
    const notice = await screen.findByText('Only JPEG, PNG, WebP, GIF and AVIF images are accepted', {
      selector: '[aria-live="assertive"] *',
    });
    expect(notice).toBeInTheDocument();
    expect(screen.getByLabelText(/Cover image/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Talk');
  });

  it('edits a previous event: preloaded form, saved images removable, cover kept', async () => {
    const saved = event(2, { images: [media('b'), media('c')] });
    listApi([event(1), saved]);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Edit Event number 2' }));
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Edit Event' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Event number 2');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('<p>About event 2</p>');
    expect(screen.getByRole('combobox', { name: /Event type/ })).toHaveValue('previous');
    expect(screen.getByLabelText(/Event date and time/)).toHaveValue('2026-03-05T18:30');
    expect(screen.getByLabelText(/Cover image/)).not.toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Button text' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove saved file 1' }));
    expect(screen.getAllByRole('img', { name: /^Saved file/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Update Event' }));

    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/v1/events/update/ev-2');
    const form = xhr.body as FormData;
    expect(form.getAll('removeImages')).toEqual([media('b')]);
    expect(form.getAll('images')).toEqual([]);
    expect(form.get('coverImage')).toBeNull();
    expect(form.get('buttonText')).toBeNull();
    expect(form.get('eventDate')).toBe('2026-03-05T13:00:00.000Z');
    act(() => xhr.respond(200, { success: true, message: 'Event updated successfully', event: saved }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says that new images replace a previous event’s saved ones, and sends them', async () => {
    listApi([event(2, { images: [media('b'), media('c')] })]);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Edit Event number 2' }));
    await user.upload(screen.getByLabelText('Extra images'), [png('one.png'), png('two.png')]);
    expect(screen.getByText(/The chosen images replace the 2 saved images/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Saved file/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    const form = lastXhr().body as FormData;
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['one.png', 'two.png']);
  });

  it('leaves an edit with Cancel Editing, back on the list', async () => {
    listApi([event(1, { eventType: 'upcoming', buttonText: 'Join', buttonLink: 'undefined' })]);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events', asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Edit Event number 1' }));
    expect(screen.getByRole('textbox', { name: 'Button text' })).toHaveValue('Join');
    // A stored 'undefined' is no link: the field starts empty.
    expect(screen.getByRole('textbox', { name: 'Button link' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel Editing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Editing' })).toBeNull();
    // Focus goes back to the Edit button that opened the drawer.
    expect(screen.getByRole('button', { name: 'Edit Event number 1' })).toHaveFocus();
  });

  it('deletes after confirmation, and says when deleting fails', async () => {
    let fail = false;
    listApi([event(1), event(2)], {
      'DELETE /api/v1/events/delete/ev-1': () =>
        fail
          ? { status: 500, body: { success: false, message: 'boom' } }
          : { status: 200, body: { success: true, message: 'Event deleted successfully' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events', asAdmin);
    const remove = await screen.findByRole('button', { name: 'Delete Event number 1' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete event' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this event?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Event number 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const notice = await screen.findByText('Failed to delete event');
    expect(notice.closest('[aria-live="assertive"]')).not.toBeNull();
  });
});
