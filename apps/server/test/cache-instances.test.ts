import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@ssf/domain/schemas/blog';
import { LISTENER_NAME } from '../src/db/change-feed.ts';
import { adminFormWrite, createTestApp, secondInstance, TEST_PG_URL } from './helpers.ts';

// Two instances of the server on one PostgreSQL database, each with its own response cache: a
// write through one must drop the other's cached answers at once (LISTEN/NOTIFY), or a visitor
// sent to the other instance by the load balancer would see the old page after the admin's save.
describe.skipIf(!TEST_PG_URL)('two instances on one PostgreSQL database', async () => {
  const first = await createTestApp();
  const { app: second } = await secondInstance(first, { ownDataDir: true });
  const write = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
    adminFormWrite<{ blog: Blog }>(first, method, url, fields);
  const titlesOnSecond = async () =>
    ((await second.inject({ url: '/api/v1/blog/all' })).json() as { title: string }[]).map((b) => b.title);

  /**
   * Change the blog behind the API until the second instance no longer sees such changes: its
   * answer then comes from its cache. (A read that overlapped a notification is not stored, so the
   * first read after a write may not be the one kept.)
   */
  const expectServedFromMemory = async (id: string) => {
    let previous = (await titlesOnSecond()).join();
    for (let attempt = 0; attempt < 5; attempt++) {
      await first.database.db.execute(
        sql`update blogs set title = ${`Behind the API ${attempt}`} where id = ${id}`,
      );
      const now = (await titlesOnSecond()).join();
      if (now === previous) return;
      previous = now;
    }
    throw new Error('the second instance never answered from its cache');
  };

  it('an edit through the first instance is read at once through the second', async () => {
    const { blog } = await write('POST', '/api/v1/blog/create', {
      title: 'Written on the first',
      summary: 'A blog',
      content: '<p>Text</p>',
    });
    expect(await titlesOnSecond()).toContain('Written on the first');
    await expectServedFromMemory(blog._id);

    // ...until a write through the API on the other instance, which reaches it before its answer.
    await write('PUT', `/api/v1/blog/edit/${blog._id}`, {
      title: 'Edited on the first',
      summary: 'A blog',
      content: '<p>Text</p>',
    });
    expect(await titlesOnSecond()).toContain('Edited on the first');
    const page = await second.inject({ url: `/api/v1/blog/${blog.slug}` });
    expect(page.json().title).toBe('Edited on the first');
  });

  it('an instance whose feed connection dropped empties its cache when it is back', async () => {
    const [{ _id }] = (await second.inject({ url: '/api/v1/blog/all' })).json() as { _id: string }[];
    await expectServedFromMemory(_id);
    const listeners = async () =>
      (
        (await first.database.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows.map((r) => r.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    // Both instances lose their listening connection: notifications sent meanwhile would be missed.
    await first.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}`);
    await first.database.db.execute(sql`update blogs set title = 'Changed while deaf' where id = ${_id}`);
    await expect
      .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, {
        timeout: 15_000,
      })
      .toBe(2);
    expect(await titlesOnSecond()).toContain('Changed while deaf');
  });
});
