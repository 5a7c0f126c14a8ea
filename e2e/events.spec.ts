import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** A small PNG of its own colours, written to a temporary file. */
async function pngFile(name: string, from: string, to: string): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-event-')), name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/><circle cx="420" cy="170" r="90" fill="#fff" fill-opacity=".35"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

interface StoredEvent {
  _id: string;
  title: string;
  images: string[];
  eventDate: string;
}

/** Presses Next in a pagination until `target` shows (or there is no next page). */
async function pageUntilVisible(nav: Locator, target: Locator) {
  for (let i = 0; i < 20 && !(await target.isVisible()); i++) {
    const next = nav.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(target).toBeVisible();
}

/** The notice with `text` appears (in a live region); it is then dismissed, so the next one is read alone. */
async function readNotice(page: Page, text: string) {
  const notice = page.getByText(text, { exact: true });
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeVisible();
  await expect(page.locator('[aria-live]').filter({ hasText: text })).toHaveCount(1);
  await notice.locator('..').getByRole('button', { name: 'Dismiss message' }).click();
  await expect(notice).toHaveCount(0);
}

/** Fills the admin's event form (the form is on /admin/events, above the table). */
async function fillEventForm(
  page: Page,
  values: { title: string; description: string; type: 'upcoming' | 'previous'; date: string; cover: string },
) {
  await page.getByRole('textbox', { name: 'Title' }).fill(values.title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('What to expect');
  await page.keyboard.press('Enter');
  await page.keyboard.type(values.description);
  await page.getByLabel('Event type').selectOption(values.type);
  await page.getByLabel('Event date and time').fill(values.date);
  await page.getByLabel('Cover image').setInputFiles(values.cover);
  await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
}

test('an admin publishes an upcoming and a previous event, a visitor finds both, and the admin edits and deletes them', async ({
  adminPage: admin,
  adminRequest,
  page: visitor,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const upcomingTitle = `Quantum Dialogues ${stamp}`;
  const previousTitle = `Monsoon Retreat ${stamp}`;
  const [cover1, cover2, extra1, extra2] = await Promise.all([
    pngFile('cover-1.png', '#312e81', '#f59e0b'),
    pngFile('cover-2.png', '#134e4a', '#fde68a'),
    pngFile('extra-1.png', '#7c2d12', '#fef3c7'),
    pngFile('extra-2.png', '#4c1d95', '#fcd34d'),
  ]);

  // The admin creates an upcoming event with an action link.
  await admin.goto('/admin/events');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Events' })).toBeVisible();
  // The list comes first; New event opens the form in a drawer.
  await admin.getByRole('button', { name: 'New event' }).click();
  await expect(admin.getByRole('dialog', { name: 'Create Event' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 2, name: 'Create Event' })).toBeFocused();
  await expect(admin.getByText('Max size 10 MB').first()).toBeVisible();

  // Nothing is sent while required fields are missing.
  await admin.getByRole('button', { name: 'Create Event' }).click();
  await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  // Each empty field says what it needs.
  await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter a title');
  await expect(admin.getByText('Write a description')).toBeVisible();
  await expect(admin.getByText('Cover image is required')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Title' })).toBeFocused();

  await fillEventForm(admin, {
    title: upcomingTitle,
    description: 'A conversation on measurement and meaning.',
    type: 'upcoming',
    date: '2030-06-15T18:30',
    cover: cover1,
  });
  await admin.getByRole('textbox', { name: 'Venue' }).fill('Main Auditorium');
  await admin.getByRole('textbox', { name: 'Button text' }).fill('Register');
  await admin.getByRole('textbox', { name: 'Button link' }).fill('https://example.org/register');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Create Event' }).click();
  await readNotice(admin, 'Event created successfully');
  // The drawer closes on the list; New event gives a fresh form for the next one.
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await admin.getByRole('button', { name: 'New event' }).click();
  await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveValue('');

  // ...and a previous event with two extra images.
  await fillEventForm(admin, {
    title: previousTitle,
    description: 'Three days of silence and science by the lake.',
    type: 'previous',
    date: '2020-01-10T09:00',
    cover: cover2,
  });
  await expect(admin.getByRole('textbox', { name: 'Button text' })).toHaveCount(0);
  await admin.getByLabel('Extra images', { exact: true }).setInputFiles([extra1, extra2]);
  await expect(admin.getByRole('img', { name: 'Preview of extra-2.png' })).toBeVisible();
  await admin.getByRole('button', { name: 'Create Event' }).click();
  await readNotice(admin, 'Event created successfully');

  const all = (await (await request.get('/api/v1/events/all')).json()) as StoredEvent[];
  const upcoming = all.find((e) => e.title === upcomingTitle);
  const previous = all.find((e) => e.title === previousTitle);
  expect(upcoming).toBeDefined();
  expect(previous?.images).toHaveLength(2);
  // 18:30 on the forum's clocks (Asia/Kolkata) is 13:00 UTC.
  expect(upcoming?.eventDate).toBe('2030-06-15T13:00:00.000Z');

  // A visitor finds each in its section, paging through the previous events.
  await visitor.goto('/events');
  const upcomingSection = visitor.getByRole('region', { name: 'Upcoming Events' });
  const previousSection = visitor.getByRole('region', { name: 'Previous Events' });
  await expect(upcomingSection.getByRole('link', { name: new RegExp(upcomingTitle) })).toBeVisible();
  await expect(upcomingSection.getByRole('link', { name: new RegExp(upcomingTitle) })).toContainText(
    'June 15, 2030',
  );
  // Set apart with its time and place.
  await expect(upcomingSection.getByRole('link', { name: new RegExp(upcomingTitle) })).toContainText(
    '6:30 PM',
  );
  await expect(upcomingSection.getByRole('link', { name: new RegExp(upcomingTitle) })).toContainText(
    'Main Auditorium',
  );
  await expect(previousSection.getByRole('link')).toHaveCount(3);
  const pages = previousSection.getByRole('navigation', { name: 'Previous events pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const previousCard = previousSection.getByRole('link', { name: new RegExp(previousTitle) });
  await pageUntilVisible(pages, previousCard);
  await expect(visitor).toHaveURL(/\/events\?page=\d+$/);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoSeriousA11yViolations(visitor);
  await pages.getByRole('button', { name: 'Page 1' }).click();
  await expect(visitor).toHaveURL(/\/events$/);
  await expect(previousCard).toHaveCount(0);
  await pageUntilVisible(pages, previousCard);

  // The previous event's page: the gallery of the cover and the two extra images.
  await previousCard.click();
  await expect(visitor.getByRole('heading', { level: 1, name: previousTitle })).toBeVisible();
  await expect(visitor.getByText('Previous', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Friday, January 10, 2020')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  const gallery = visitor.getByRole('region', { name: `Photos of ${previousTitle}` });
  await expect(gallery.getByRole('button', { name: /^Show photo \d of 3$/ })).toHaveCount(3);
  const main = gallery.getByRole('img', { name: new RegExp(`^${previousTitle} \\(\\d of 3\\)$`) });
  await expect(main).toHaveAttribute('alt', `${previousTitle} (1 of 3)`);
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Off the gallery, it moves on by itself after 5 seconds.
  await visitor.mouse.move(0, 0);
  await expect(main).toHaveAttribute('alt', `${previousTitle} (2 of 3)`, { timeout: 8000 });
  // A thumbnail shows its picture; while the pointer is over the gallery, it holds still.
  await gallery.getByRole('button', { name: 'Show photo 3 of 3' }).click();
  await expect(main).toHaveAttribute('alt', `${previousTitle} (3 of 3)`);
  await main.hover();
  await visitor.waitForTimeout(6000);
  await expect(main).toHaveAttribute('alt', `${previousTitle} (3 of 3)`);
  await expectNoSeriousA11yViolations(visitor);

  // With reduced motion asked for, it never moves by itself.
  await visitor.emulateMedia({ reducedMotion: 'reduce' });
  await visitor.reload();
  await visitor.mouse.move(0, 0);
  await expect(main).toHaveAttribute('alt', `${previousTitle} (1 of 3)`);
  await expect(gallery.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
  await visitor.waitForTimeout(6000);
  await expect(main).toHaveAttribute('alt', `${previousTitle} (1 of 3)`);
  await visitor.emulateMedia({ reducedMotion: 'no-preference' });

  // The upcoming event's page: its action link in a new tab and its calendar file.
  await visitor.getByRole('link', { name: 'Back to Events' }).click();
  await expect(visitor).toHaveURL(/\/events$/);
  await upcomingSection.getByRole('link', { name: new RegExp(upcomingTitle) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: upcomingTitle })).toBeVisible();
  await expect(visitor.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Saturday, June 15, 2030, 6:30 PM')).toBeVisible();
  await expect(visitor.getByText('Main Auditorium', { exact: true })).toBeVisible();
  // The description's Heading 2 sits one level lower on the page, under the event's title.
  await expect(
    visitor.locator('article').getByRole('heading', { level: 3, name: 'What to expect' }),
  ).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`^${upcomingTitle} \\|`));
  const action = visitor.getByRole('link', { name: 'Register (opens in a new tab)' });
  await expect(action).toHaveAttribute('href', 'https://example.org/register');
  await expect(action).toHaveAttribute('target', '_blank');
  await expect(action).toHaveAttribute('rel', /noopener/);
  const calendarHref = await visitor.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const ics = await request.get(calendarHref ?? '');
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  await expectNoSeriousA11yViolations(visitor);

  // The admin edits the upcoming event: Edit opens the drawer with the form preloaded.
  const table = admin.getByRole('table');
  const tablePages = admin.getByRole('navigation', { name: 'Event pages' });
  await admin.getByRole('button', { name: `Edit ${upcomingTitle}` }).click();
  const editHeading = admin.getByRole('heading', { level: 2, name: 'Edit Event' });
  await expect(editHeading).toBeFocused();
  await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveValue(upcomingTitle);
  await expect(admin.getByLabel('Event date and time')).toHaveValue('2030-06-15T18:30');
  await expect(admin.getByRole('textbox', { name: 'Description' })).toContainText('measurement and meaning');
  await expect(admin.getByRole('textbox', { name: 'Button link' })).toHaveValue(
    'https://example.org/register',
  );
  // Cancel Editing closes the drawer, focus back on Edit; Edit again.
  await admin.getByRole('button', { name: 'Cancel Editing' }).click();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expect(admin.getByRole('button', { name: `Edit ${upcomingTitle}` })).toBeFocused();
  await admin.getByRole('button', { name: `Edit ${upcomingTitle}` }).click();
  await admin.getByRole('textbox', { name: 'Title' }).fill(`${upcomingTitle} (revised)`);
  await admin.getByRole('button', { name: 'Update Event' }).click();
  await readNotice(admin, 'Event updated successfully');
  await expect(table.getByRole('cell', { name: `${upcomingTitle} (revised)`, exact: true })).toBeVisible();

  // ...and the previous one: one saved extra image removed, the cover kept.
  await pageUntilVisible(tablePages, admin.getByRole('button', { name: `Edit ${previousTitle}` }));
  await admin.getByRole('button', { name: `Edit ${previousTitle}` }).click();
  await expect(editHeading).toBeFocused();
  await expect(admin.getByRole('img', { name: /^Saved file/ })).toHaveCount(2);
  await admin.getByRole('button', { name: 'Remove saved file 1' }).click();
  await expect(admin.getByRole('img', { name: /^Saved file/ })).toHaveCount(1);
  await admin.getByRole('button', { name: 'Update Event' }).click();
  await readNotice(admin, 'Event updated successfully');
  const edited = (await (await request.get(`/api/v1/events/${previous?._id}`)).json()) as StoredEvent;
  expect(edited.images).toEqual(previous?.images.slice(1));

  // Both are deleted after confirming in the page's dialog (Cancel first: nothing happens).
  const removeButton = admin.getByRole('button', { name: `Delete ${previousTitle}` });
  await removeButton.click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete event' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(removeButton).toBeFocused();
  await removeButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await readNotice(admin, 'Event deleted successfully');
  await expect(removeButton).toHaveCount(0);

  await admin.goto('/admin/events');
  await admin.getByRole('button', { name: `Delete ${upcomingTitle} (revised)` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await readNotice(admin, 'Event deleted successfully');

  for (const id of [upcoming?._id, previous?._id]) {
    await visitor.goto(`/events/${id}`);
    await expect(visitor.getByText('Event not found')).toBeVisible();
  }
  expect((await adminRequest.get(`/api/v1/events/${previous?._id}`)).status()).toBe(404);
});

test('the public event pages never download the admin form or its editor', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('region', { name: 'Upcoming Events' }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  expect(scripts.some((s) => /admin-events-page|rich-text-editor/.test(s))).toBe(false);
});
