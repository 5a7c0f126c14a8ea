import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Several officers, each with their own account: an owner invites an editor (who may only view
 * events), the editor accepts and writes a post, sees neither recruitment nor members (no menu
 * entry; opened directly, the page says it is not allowed), sees the events without any control to
 * change them, and the owner finds the post in the activity log.
 */
for (const [name, viewport] of [
  ['375 px', { width: 375, height: 812 }],
  ['1280 px', { width: 1280, height: 900 }],
] as const) {
  test(`at ${name}: an owner invites an editor, who writes a post the owner then finds in Activity`, async ({
    adminPage: owner,
    browser,
    baseURL,
  }) => {
    // Two browsers, two sign-ins and a post: longer than one page's test.
    test.slow();
    const stamp = `${Date.now()}-${viewport.width}`;
    const email = `editor-${stamp}@forum.test`;
    const title = `Consciousness and measurement ${stamp}`;
    await owner.setViewportSize(viewport);

    // The owner invites an editor from Accounts.
    await owner.goto('/admin/accounts');
    await expect(owner.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    const invite = owner
      .locator('form')
      .filter({ has: owner.getByRole('heading', { name: 'Invite an officer' }) });
    await invite.getByLabel('Name').fill('Eshan Editor');
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role', { exact: true }).selectOption('editor');
    // Events adjusted down to view only.
    await invite.getByLabel('Events').selectOption('view');
    await invite.getByRole('button', { name: 'Invite' }).click();
    const link = owner.getByTestId('one-time-link');
    await expect(link).toContainText('/admin/invite/');
    const inviteUrl = (await link.textContent())?.trim() ?? '';
    await expectNoSeriousA11yViolations(owner);

    // The editor accepts in a browser of their own.
    const context = await browser.newContext({ baseURL, viewport });
    const editor = await context.newPage();
    await editor.goto(new URL(inviteUrl).pathname);
    await expect(editor.getByText('you are invited as Editor')).toBeVisible();
    await editor.getByLabel('New password', { exact: true }).fill('editor-password-1');
    await editor.getByLabel('New password again').fill('editor-password-1');
    await editor.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect(editor).toHaveURL('/admin/dashboard');

    // Only the sections of the role are in the menu.
    if (viewport.width < 1024) await editor.getByRole('button', { name: 'Open admin menu' }).click();
    const nav = editor.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Recruitment' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Members' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);

    // Opened directly, a page outside the role says so, and the server refuses its data.
    for (const path of ['/admin/recruitment', '/admin/members']) {
      await editor.goto(path);
      await expect(editor.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    }
    const token = await editor.evaluate(() => localStorage.getItem('token'));
    const refused = await editor.request.get('/api/v1/member/all', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);

    // Events may be viewed, not changed: the page shows no form and no Edit or Delete.
    await editor.goto('/admin/events');
    await expect(editor.getByRole('heading', { level: 1, name: 'Admin Events' })).toBeVisible();
    await expect(editor.getByRole('heading', { name: /^(Create|Edit) Event$/ })).toHaveCount(0);
    await expect(
      editor.getByRole('button', { name: /^(Edit|Delete|Create Event|Update Event)\b/ }),
    ).toHaveCount(0);
    await expect(editor.getByRole('link', { name: /^Check-in/ })).toHaveCount(0);

    // The editor writes a post.
    await editor.goto('/admin/blog/new');
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Summary').fill('What an observer adds to an experiment.');
    await editor.getByRole('textbox', { name: 'Content' }).click();
    await editor.keyboard.type('A short first post by the new editor.');
    await editor.getByRole('button', { name: 'Create Post' }).click();
    await expect(editor).toHaveURL(/\/blogs$/);
    await expect(editor.getByText('Blog saved successfully')).toBeVisible();
    await context.close();

    // The owner finds it in Activity, under the editor's name.
    await owner.goto('/admin/activity');
    await expect(owner.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await owner.getByLabel('Person').fill(email);
    await owner.getByRole('button', { name: 'Filter' }).click();
    const entry = owner.getByTestId('activity-entry').filter({ hasText: title });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Eshan Editor');
    await expect(entry).toContainText('create');
    await expectNoSeriousA11yViolations(owner);
  });
}
