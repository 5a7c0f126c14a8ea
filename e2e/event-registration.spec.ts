import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import {
  createRegistrationEvent,
  decodeQr,
  qrVideo,
  registerThroughApi,
} from './event-registration-helpers.ts';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 375, height: 812 };

test('a student registers on a phone, opens the ticket, and is checked in at the door by search and by camera', async ({
  page,
  adminPage,
  adminRequest,
  adminToken,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Mind and Matter ${stamp}`;
  const eventId = await createRegistrationEvent(adminRequest, title, { capacity: '5' });

  // The student registers on the event page.
  await page.setViewportSize(PHONE);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('seats-left')).toHaveText('5 of 5 seats left');
  await page.getByLabel('Name').fill('Anika Deshpande');
  await page.getByLabel('Email').fill(`anika.${stamp}@mitwpu.edu.in`);
  await page.getByLabel('PRN (optional)').fill('1032230001');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You are registered.')).toBeVisible();
  await expect(page.getByTestId('seats-left')).toHaveText('4 of 5 seats left');
  const shownLink = (await page.getByTestId('ticket-url').textContent()) ?? '';
  await page.getByRole('link', { name: 'Open your ticket' }).click();
  await expect(page).toHaveURL(/\/events\/tickets\/[A-Za-z0-9_-]{43}$/);
  expect(new URL(shownLink).pathname).toBe(new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Registered');
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/v1/events/${eventId}/calendar.ics`,
  );

  // Its QR code holds the ticket's link.
  const qrPng = await page.getByRole('img', { name: 'Ticket QR code for Anika Deshpande' }).screenshot();
  expect(await decodeQr(qrPng)).toBe(page.url());

  // Someone else registers; the officer checks them in through the search.
  await registerThroughApi(request, eventId, {
    name: 'Rohan Kulkarni',
    email: `rohan.${stamp}@mitwpu.edu.in`,
  });
  await adminPage.setViewportSize(PHONE);
  await adminPage.goto(`/admin/events/${eventId}/check-in`);
  await expect(adminPage.getByRole('heading', { level: 1, name: `Check-in: ${title}` })).toBeVisible();
  await adminPage.getByRole('searchbox', { name: 'Name or email' }).fill('rohan');
  await adminPage.getByRole('button', { name: 'Check in Rohan Kulkarni' }).click();
  const outcome = adminPage.getByTestId('check-in-outcome');
  await expect(outcome).toContainText('Rohan Kulkarni');
  await expect(outcome).toContainText(/^Rohan KulkarniChecked in at /);
  await adminPage.getByRole('button', { name: 'Check in Rohan Kulkarni' }).click();
  await expect(outcome).toContainText('Already checked in at');
  const fits = await adminPage.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(fits).toBe(true);

  // At the door, a phone's camera sees the student's ticket (Chromium's fake camera plays a video of it).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-camera-'));
  const video = path.join(dir, 'ticket.y4m');
  fs.writeFileSync(video, await qrVideo(qrPng));
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const origin = new URL(baseURL ?? '').origin;
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      permissions: ['camera'],
      storageState: {
        cookies: [],
        origins: [{ origin, localStorage: [{ name: 'token', value: adminToken }] }],
      },
    });
    const door = await context.newPage();
    await door.goto(`/admin/events/${eventId}/check-in`);
    await door.getByRole('button', { name: 'Start camera' }).click();
    const seen = door.getByTestId('check-in-outcome');
    await expect(seen).toContainText('Anika Deshpande', { timeout: 20_000 });
    await expect(seen).toContainText('Checked in at');
    // The same ticket shown again later: already checked in, with the time.
    await expect(seen).toContainText('Already checked in at', { timeout: 20_000 });
    await context.close();
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // The ticket shows the check-in; the list shows both; certificates are issued and verify.
  await page.reload();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await adminPage.goto(`/admin/events/${eventId}/registrations`);
  await adminPage.getByLabel('Status').selectOption('checked-in');
  await expect(adminPage.getByText('2 shown in all')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Issue certificates to everyone checked in' }).click();
  await expect(adminPage.getByText('2 certificates issued.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Issue certificates to everyone checked in' }).click();
  await expect(adminPage.getByText('No new certificates')).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: 'Your certificate of participation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
  await expect(page.getByText('Anika Deshpande')).toBeVisible();
  await expect(page.getByText(`anika.${stamp}`)).toHaveCount(0);
});

test('a cancelled seat goes to the first on the waitlist, after a confirmation', async ({
  page,
  adminRequest,
  request,
}) => {
  const stamp = Date.now();
  const eventId = await createRegistrationEvent(adminRequest, `Silence and Science ${stamp}`, {
    capacity: '1',
  });
  const seat = await registerThroughApi(request, eventId, {
    name: 'First Person',
    email: `first.${stamp}@mitwpu.edu.in`,
  });
  const waiting = await registerThroughApi(request, eventId, {
    name: 'Second Person',
    email: `second.${stamp}@mitwpu.edu.in`,
  });
  await page.setViewportSize(PHONE);
  await page.goto(`/events/tickets/${waiting}`);
  await expect(page.getByTestId('ticket-status')).toHaveText('Waitlisted (number 1 in line)');
  await page.goto(`/events/tickets/${seat}`);
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel registration' });
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Cancelled');
  await page.goto(`/events/tickets/${waiting}`);
  await expect(page.getByTestId('ticket-status')).toHaveText('Registered');
});
