import fs from 'node:fs';
import { choose, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// One drive built by the admin and applied to by a student, in this order: the steps share it.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const title = `E2E Drive ${stamp}`;
const fileName = `e2e-drive-${stamp}-applications.csv`;
const whatsapp = 'https://chat.whatsapp.com/E2eGroupLink';
const student = {
  first: 'Meera',
  last: `Joshi${stamp}`,
  email: `meera.${stamp}@mitwpu.edu.in`,
  prn: `PRN${stamp}`,
  portfolio: 'https://meera.example/portfolio',
};

const inTenDays = () => {
  const d = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

test('an admin builds a drive with a conditional question and activates it', async ({ adminPage: page }) => {
  // Messages are the page's own notices: no browser dialog may appear.
  const browserDialogs: string[] = [];
  page.on('dialog', (d) => {
    browserDialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/admin/recruitment');
  await page.getByRole('button', { name: 'Create New Recruitment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Recruitment' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Help us run the forum. Tell us which team suits you.');
  await dialog.getByLabel('Application deadline').fill(inTenDays());
  await expect(dialog.getByLabel('Maximum applications')).toHaveValue('100');
  await expect(dialog.getByLabel('Success message')).toHaveValue(
    'Thank you for your application! We will get back to you soon.',
  );
  await dialog.getByLabel('WhatsApp group link').fill(whatsapp);
  const active = dialog.getByRole('checkbox', { name: /Active/ });
  await expect(active).not.toBeChecked();
  await active.check();

  // A radio question with options typed and confirmed with Enter (a blank one is ignored).
  await dialog.getByLabel('Question text').fill('Which team interests you most?');
  await dialog.getByLabel('Question type').selectOption('radio');
  const option = dialog.getByPlaceholder('Type an option and press Enter');
  for (const o of ['Content', '   ', 'Events', 'Design', 'Typo']) {
    await option.fill(o);
    await option.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Remove option Typo' }).click();
  await expect(dialog.getByRole('list', { name: 'Options' }).getByRole('listitem')).toHaveText([
    'Content×',
    'Events×',
    'Design×',
  ]);
  await dialog.getByRole('checkbox', { name: 'Required' }).check();
  await dialog.getByRole('button', { name: 'Add Question' }).click();

  // The conditional question: shown only when the team is Design.
  await dialog.getByLabel('Question text').fill('Share a link to your portfolio');
  await dialog.getByLabel('Show only if').selectOption({ label: '1. Which team interests you most?' });
  await dialog.getByLabel('…is answered with').selectOption('Design');
  await dialog.getByRole('checkbox', { name: 'Required' }).check();
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await expect(dialog.getByText('Shown only if “Which team interests you most?” is Design')).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Recruitment' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('[aria-live="polite"]').getByText('Recruitment created successfully', { exact: true }),
  ).toBeVisible();
  expect(browserDialogs).toEqual([]);

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('0/100')).toBeVisible();
  await expect(card.getByText('Questions').locator('..')).toContainText('2');
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a student applies; the conditional question follows the answer', async ({ page }) => {
    await page.goto('/recruitment');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Additional Questions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First Name').fill(student.first);
    await page.getByLabel('Last Name').fill(student.last);
    await choose(page.getByRole('radio', { name: 'Female' }));
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await email.fill(`meera.${stamp}@gmail.com`);
    await page.getByLabel('PRN').fill(student.prn);
    await page.getByLabel('Year').selectOption('SY');
    await page.getByLabel('Course').selectOption('Other');

    const portfolio = page.getByLabel('Share a link to your portfolio');
    await expect(portfolio).toHaveCount(0);
    await choose(page.getByRole('radio', { name: 'Design' }));
    await expect(portfolio).toBeVisible();
    await portfolio.fill('will be cleared');
    await page.getByRole('radio', { name: 'Events' }).check();
    await expect(portfolio).toHaveCount(0);
    await page.getByRole('radio', { name: 'Design' }).check();
    // Changing the parent cleared the dependent answer.
    await expect(portfolio).toHaveValue('');

    // A required conditional question left empty, then the wrong email domain: both refused here.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    let dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('Please fill in all required fields');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    // The dialog closes on the first field to fix (the email, above the question): in view, focused.
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    // Behind the dialog's sentence, the question says what it needs.
    await expect(portfolio).toHaveAccessibleDescription('Answer this question');
    await portfolio.fill(student.portfolio);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('Use your mitwpu.edu.in email');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await email.fill(student.email);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toContainText('Thank you for your application! We will get back to you soon.');
    const link = success.getByRole('link', { name: /Join WhatsApp Recruitment Group/ });
    await expect(link).toHaveAttribute('href', whatsapp);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await success.getByRole('button', { name: 'Close dialog' }).click();

    // The form was reset.
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Design' })).not.toBeChecked();

    // Applying again with the same email is refused by the server.
    await page.getByLabel('First Name').fill(student.first);
    await page.getByLabel('Last Name').fill(student.last);
    await page.getByRole('radio', { name: 'Female' }).check();
    await email.fill(student.email.toUpperCase());
    await page.getByLabel('PRN').fill(`${student.prn}-2`);
    await page.getByLabel('Year').selectOption('SY');
    await page.getByLabel('Course').selectOption('Other');
    await page.getByRole('radio', { name: 'Events' }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
      'You have already applied to this recruitment',
    );
  });
});

test('the admin reads the application and exports the drive', async ({ adminPage: page }) => {
  await page.goto('/admin/recruitment');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('1/100')).toBeVisible();
  await card.getByRole('button', { name: /View applications/i }).click();

  const tab = page.getByRole('tab', { name: 'Applications' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Recruitment', { exact: true })).toHaveValue(/.+/);
  const row = page.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText(`${student.first} ${student.last}`);

  const details = page.getByRole('dialog', { name: 'Application Details' });
  await row.click();
  await expect(details).toContainText(student.prn);
  await expect(details).toContainText('Which team interests you most?');
  await expect(details).toContainText('Design');
  await expect(details).toContainText(student.portfolio);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `${student.first} ${student.last}` }).focus();
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Close dialog' }).click();
  await expect(details).toBeHidden();

  await row.click();
  await expect(details).toBeVisible();
  await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(details).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
  const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(
    'Name,First Name,Last Name,Email,PRN,Gender,Year,Course,Submitted At,Status,Notes,Which team interests you most?,Share a link to your portfolio',
  );
  expect(first).toContain(
    `${student.first} ${student.last},${student.first},${student.last},${student.email},${student.prn},female,SY,Other,`,
  );
  expect(first.endsWith(`,Design,${student.portfolio}`)).toBe(true);

  // Keyboard users move between the tabs with the arrow keys.
  await tab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Recruitments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Recruitments' })).toBeFocused();
});
