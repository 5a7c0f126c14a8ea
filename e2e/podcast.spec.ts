import { CUT } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES, fullTitle } from '@ssf/domain/pages';
import { truncate } from '@ssf/domain/text';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { EPISODES } from './video-platform.ts';

// The podcast page in Chromium, its playlist read by the real server from the video platform's
// stand-in (e2e/video-platform.ts, configured by e2e/global-setup.ts).

const PHONE = { width: 375, height: 812 };

test('the podcast page lists the playlist in order, each card opening its video in a new tab', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(PAGES.podcast.path);
  await expect(page).toHaveTitle(fullTitle(PAGES.podcast.title));
  await expect(page.getByRole('heading', { level: 1, name: MSG.podcastTitle })).toBeVisible();

  const cards = page.getByRole('link', { name: /^EP \d+ / });
  await expect(cards).toHaveCount(EPISODES.length);
  for (const [i, episode] of EPISODES.entries()) {
    const card = cards.nth(i);
    // Named by what it shows (number, title, description) and that it opens a new tab.
    await expect(card).toHaveAccessibleName(
      new RegExp(`^EP ${i + 1}\\s+${episode.title}\\s.*\\(opens in a new tab\\)$`),
    );
    await expect(card).toHaveAttribute('href', `https://www.youtube.com/watch?v=${episode.videoId}`);
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', /noopener/);
    await expect(card.getByRole('heading', { level: 3, name: episode.title })).toBeVisible();
    // The largest thumbnail the platform has.
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      `https://i.ytimg.com/vi/${episode.videoId}/maxresdefault.jpg`,
    );
  }
  // A long description is cut to its first 80 characters.
  const long = EPISODES[0].description;
  expect(long.length).toBeGreaterThan(CUT.podcastDescription);
  await expect(cards.first()).toContainText(truncate(long, CUT.podcastDescription));
  await expect(cards.first()).not.toContainText(long);
  await expect(page.getByText(MSG.noPodcastEpisodes)).toHaveCount(0);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  await expectNoSeriousA11yViolations(page);
});

test('a keyboard user tabs from one episode to the next', async ({ page }) => {
  await page.goto(PAGES.podcast.path);
  const first = page.getByRole('link', { name: /^EP 1 / });
  await expect(first).toBeVisible();
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^EP 2 / })).toBeFocused();
});

test('the home page shows the newest episodes in one row that scrolls inside itself, and the way to all', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const band = page.getByRole('region', { name: MSG.podcastTitle });
  const row = band.getByRole('list', { name: 'Newest podcast episodes' });
  const cards = row.getByRole('link', { name: /^EP \d+ / });
  // Every episode of the stand-in's playlist (fewer than the row's six), the newest first.
  await expect(cards).toHaveCount(EPISODES.length);
  const newest = EPISODES.length;
  await expect(cards.first()).toHaveAccessibleName(
    new RegExp(`^EP ${newest}\\s+${EPISODES[newest - 1].title}\\s+\\(opens in a new tab\\)$`),
  );
  await expect(cards.first()).toHaveAttribute('target', '_blank');

  // A keyboard walks the row with Tab; the row scrolls to the focused card, the page does not.
  await cards.first().focus();
  for (let i = 1; i < EPISODES.length; i++) {
    await page.keyboard.press('Tab');
    await expect(cards.nth(i)).toBeFocused();
    await expect(cards.nth(i)).toBeInViewport();
  }
  const rowScrolls = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(rowScrolls).toBe(true);
  for (const size of ['100%', '200%']) {
    await page.evaluate((fontSize) => {
      document.documentElement.style.fontSize = fontSize;
    }, size);
    const pageScrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(pageScrolls, `the page scrolls sideways with the text at ${size}`).toBe(false);
  }

  const all = band.getByRole('link', { name: 'All episodes' });
  await all.click();
  await expect(page).toHaveURL(PAGES.podcast.path);
  await expect(page.getByRole('heading', { level: 1, name: MSG.podcastTitle })).toBeVisible();
});
