import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Dialog, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Answers the browser's own dialogs in order: the editor's link prompts get the next queued answer.
 * Every message is recorded, so an alert or confirm that nobody expected (a script running, or a
 * message that belongs in the page's notices) shows up there.
 */
function handleDialogs(page: Page) {
  const answers: string[] = [];
  const messages: string[] = [];
  page.on('dialog', async (dialog: Dialog) => {
    messages.push(dialog.message());
    if (dialog.type() === 'prompt') await dialog.accept(answers.shift() ?? '');
    else await dialog.accept();
  });
  return { answers, messages };
}

async function pngFile(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-img-')), 'cover.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/><circle cx="800" cy="300" r="180" fill="#fff" fill-opacity=".3"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

test('an admin publishes, edits and deletes a formatted post with an image', async ({ adminPage: page }) => {
  // A whole post's life (create with an image, edit, list, delete) in one spec: about 20 s on a
  // quiet machine, so twice the default limit leaves room for a busy one.
  test.setTimeout(60_000);
  const dialogs = handleDialogs(page);
  const title = `Quantum Minds ${Date.now()}`;

  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { name: 'Admin Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole('heading', { name: 'Create Post' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Where physics meets the contemplative view of the observer.');

  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading 1' }).click();
  await expect(page.getByRole('button', { name: 'Heading 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Observers and observation');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Physics is ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('strangely personal');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('. Read the forum page');
  // Select "forum page" and make it a link.
  for (let i = 0; i < 'forum page'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  dialogs.answers.push('https://mitwpu.edu.in/');
  await page.getByRole('button', { name: 'Link' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' or this');
  // A javascript: URL typed into the link prompt is refused: no link is made.
  for (let i = 0; i < 'this'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  dialogs.answers.push('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: 'Link' }).click();
  await expect(editor.locator('a')).toHaveCount(1);

  await page.getByLabel('Image (optional)').setInputFiles(await pngFile());
  await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  // The success notice outlives the move to the blog list, in a live region.
  const saved = page.getByText('Blog saved successfully');
  await expect(saved).toBeVisible();
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Blog saved successfully' }),
  ).toHaveCount(1);
  await saved.locator('..').getByRole('button', { name: 'Dismiss message' }).click();
  await expect(saved).toHaveCount(0);

  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await expectNoSeriousA11yViolations(page);
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.locator('article');
  // The post's Heading 1 sits under the page title, which stays the page's only h1.
  await expect(article.getByRole('heading', { level: 2, name: 'Observers and observation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(article.locator('strong')).toHaveText('strangely personal');
  await expect(article.getByRole('link', { name: 'forum page' })).toHaveAttribute(
    'href',
    'https://mitwpu.edu.in/',
  );
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(page.getByText('Created:')).toBeVisible();
  const cover = article.locator('img').first();
  await expect(cover).toHaveAttribute('src', /\/media\/[0-9a-f]{32}-1200\.webp$/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Recent Blogs lists the other posts only, never the one being read.
  await expect(
    page.getByRole('complementary', { name: 'Recent Blogs' }).getByRole('link', { name: title }),
  ).toHaveCount(0);
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit: the form is preloaded; a new title keeps the address.
  const detailUrl = page.url();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('strangely personal');
  await page.getByLabel('Title').fill(`${title} (revised)`);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('link', { name: new RegExp(`${title} \\(revised\\)`) })).toBeVisible();
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();

  // Delete, after confirming in the page's own dialog (Cancel first: nothing happens).
  const remove = page.getByRole('button', { name: 'Delete' });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete blog' });
  await expect(confirm).toContainText('Are you sure you want to delete this blog?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page).toHaveURL(detailUrl);

  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByText('Blog deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await page.goto(detailUrl);
  await expect(page.getByText('Error: Blog not found')).toBeVisible();

  // No browser dialog but the editor's link prompts ever appeared.
  expect(dialogs.messages.filter((m) => !/^Link URL/.test(m))).toEqual([]);
});

test('script and javascript: links sent to the API never reach a visitor', async ({ adminRequest, page }) => {
  const title = `Hostile Markup ${Date.now()}`;
  const res = await adminRequest.post('/api/v1/blog/create', {
    multipart: {
      title,
      summary: 'Trying every trick',
      content: [
        '<p>Visible text</p>',
        '<script>window.__pwned = 1; alert(1)</script>',
        '<img src="x" onerror="window.__pwned = 2; alert(2)">',
        '<a href="javascript:window.__pwned=3;alert(3)">click me</a>',
        '<a href="jav&#x09;ascript:alert(4)">tab trick</a>',
        '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
        '<svg onload="window.__pwned = 6"></svg>',
        '<p style="background:url(javascript:alert(7))" onclick="alert(8)">styled</p>',
      ].join(''),
    },
  });
  expect(res.status()).toBe(200);
  const { blog } = (await res.json()) as { blog: { slug: string } };

  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/blogs/${blog.slug}`);
  const article = page.locator('article');
  await expect(article.getByText('Visible text')).toBeVisible();
  // The post's own content (the element around its first paragraph): the page's icons are SVG too.
  const content = article.getByText('Visible text').locator('xpath=..');
  await expect(content.locator('script, iframe, svg, [onerror], [onclick], [style]')).toHaveCount(0);
  await expect(article.locator('script, iframe, [onerror], [onclick], svg[onload]')).toHaveCount(0);
  for (const href of await article.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href ?? '').not.toMatch(/script:/i);
  }
  await article.getByText('click me').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(alerts).toEqual([]);
});

test('visitors see the blog list and a demo post, without admin buttons', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  // The cards are the links of the blog list.
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await cards.first().click();
  await expect(page.getByText('Created:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // The public pages never download the editor.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  expect(scripts.some((s) => s.includes('admin-blog-form-page'))).toBe(false);
});
