import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedWidths } from '@ssf/domain/media';
import { MSG } from '@ssf/domain/messages';
import type { Blog } from '@ssf/domain/schemas/blog';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import {
  cleanupAll,
  FAULT_ADMIN,
  root,
  type ServerProcess,
  startServer,
  tempDir,
  throwawayDatabase,
} from './fault-server.ts';
import { makeImage } from './fixtures/images.ts';
import { TEST_PG_URL } from './helpers.ts';
import { applicant, driveInput } from './recruitment-fixtures.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';

// The whole scaled-out site, as a deployment runs it: three real server processes started at the
// same moment on one new PostgreSQL database, their images in one S3 bucket (s3rver, in this
// process), and a round-robin load balancer in front that forwards the client's address in
// X-Forwarded-For (believed through TRUST_PROXY). Everything a visitor or an admin does goes
// through the load balancer, so consecutive requests land on different instances; what one
// instance writes, the others must serve, count and show at once.

const INSTANCES = 3;
/** Failed sign-ins allowed per address and email; not a multiple of INSTANCES, so counting per process shows. */
const LOGIN_LIMIT = 7;
const BUCKET = 'ssf-scale-out';
const S3_KEY = 'S3RVER';

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** One request to 127.0.0.1:port (the load balancer or one instance), answered in full. */
async function call(
  port: number,
  pathname: string,
  init: { method?: string; token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | FormData | undefined = init.form;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
  };
}

/** A multipart form with text fields and one image under `image`, as the admin area sends it. */
const imageForm = (fields: Record<string, string>, image: Buffer) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  return form;
};

describe.skipIf(!TEST_PG_URL)('three instances behind a load balancer on one database and one bucket', () => {
  let databaseUrl: string;
  let dataDirs: string[];
  let servers: ServerProcess[];
  let proxy: RoundRobinProxy;
  let s3: S3rver | null = null;
  let s3Client: S3Client;
  let adminToken: string;
  /** Through the load balancer. */
  const lb = (pathname: string, init?: Parameters<typeof call>[2]) => call(proxy.port, pathname, init);
  const logs = () => servers.map((s, i) => `--- instance ${i + 1}\n${s.output()}`).join('\n');

  beforeAll(async () => {
    const s3Dir = tempDir('ssf-scale-out-s3-');
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    const endpoint = `http://127.0.0.1:${s3Port}`;
    s3Client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
    });

    databaseUrl = (await throwawayDatabase()) as string;
    dataDirs = Array.from({ length: INSTANCES }, () => tempDir('ssf-scale-out-'));
    // What differs between instances is only their port and their (unused) DATA_DIR; the
    // database, the token secret, the admin, the bucket and the published address are shared.
    const env = {
      PUBLIC_URL: 'http://forum.scale-out.test',
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: '',
      // The load balancer connects from 127.0.0.1: its X-Forwarded-For is the client's address.
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    };
    // All at once; if one does not come up, the others' output shows what it was waiting for.
    const started = await Promise.allSettled(dataDirs.map((dir) => startServer(dir, databaseUrl, env)));
    const failed = started.filter((s) => s.status === 'rejected');
    if (failed.length) {
      const report = started.map((s, i) =>
        s.status === 'fulfilled'
          ? `--- instance ${i + 1} started\n${s.value.output()}`
          : `--- instance ${i + 1}: ${(s.reason as Error).message}`,
      );
      throw new Error(`${failed.length} of ${INSTANCES} instances did not start\n${report.join('\n')}`);
    }
    servers = started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value);
    proxy = await startRoundRobinProxy(servers.map((s) => s.port));
  }, 150_000);

  afterAll(async () => {
    await proxy?.close();
    s3Client?.destroy();
    await cleanupAll();
    await s3?.close();
  });

  it('all come up ready, with one set of migrations and one admin', async () => {
    for (const server of servers) {
      const ready = await call(server.port, '/api/v1/health/ready');
      expect(ready.status, server.output()).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', media: 'ok', disk: 'ok' } });
      expect((await call(server.port, '/api/v1/health/live')).status).toBe(200);
    }
    const files = fs.readdirSync(path.join(root, 'apps/server/drizzle')).filter((f) => f.endsWith('.sql'));
    const applied = await query<{ count: number }>(
      databaseUrl,
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied[0].count).toBe(files.length);
    const admins = await query<{ email: string }>(databaseUrl, 'select email from users where is_admin');
    expect(admins).toEqual([{ email: FAULT_ADMIN.email }]);
  });

  it('an admin signed in on one instance is signed in on every instance (one token secret)', async () => {
    proxy.clientAddress = '198.51.100.10';
    const login = await lb('/api/v1/auth/login', { json: FAULT_ADMIN });
    expect(login.status, login.bytes.toString()).toBe(200);
    adminToken = login.json<{ token: string }>().token;
    for (const server of servers) {
      const me = await call(server.port, '/api/v1/auth/user', { token: adminToken });
      expect(me.status, me.bytes.toString()).toBe(200);
    }
  });

  let blog: Blog;

  it('images uploaded through the load balancer are in the bucket and served by every instance', async () => {
    proxy.clientAddress = '198.51.100.10';
    const created = await lb('/api/v1/blog/create', {
      token: adminToken,
      form: imageForm(
        { title: 'Mind and Matter', summary: 'A first post', content: '<p>First words</p>' },
        await makeImage(900, 500),
      ),
    });
    expect(created.status, created.bytes.toString()).toBe(200);
    blog = created.json<{ blog: Blog }>().blog;
    expect(blog.image).toMatch(/\/media\/[0-9a-f]{32}-900\.webp$/);

    const uploaded = await lb('/api/v1/gallery/upload', {
      token: adminToken,
      form: imageForm({ alt: 'The forum at dusk' }, await makeImage(700, 420)),
    });
    expect(uploaded.status, uploaded.bytes.toString()).toBe(200);
    const [gallery] = uploaded.json<{ images: GalleryImage[] }>().images;
    expect(gallery.url).toMatch(/\/media\/[0-9a-f]{32}-700\.webp$/);

    const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const names = (listed.Contents ?? []).map((o) => o.Key as string);
    // Every width of both images (the original's and the standard ones below it: 480 and 720 px
    // for the 900 px blog image, 480 px for the 700 px picture), in the bucket and nowhere else.
    // The answers give absolute URLs; the instances are asked for their paths.
    const urls = [blog.image as string, gallery.url].map((url) => new URL(url).pathname);
    const served = urls.flatMap((url) => {
      const width = Number(/-(\d+)\.webp$/.exec(url)?.[1]);
      return storedWidths(width).map((w) => url.replace(/-\d+\.webp$/, `-${w}.webp`));
    });
    expect(served).toHaveLength(5);
    expect(names.sort()).toEqual(served.map((url) => url.slice('/media/'.length)).sort());
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'media'))).toBe(false);

    for (const url of served) {
      const object = await s3Client.send(
        new GetObjectCommand({ Bucket: BUCKET, Key: url.slice('/media/'.length) }),
      );
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      for (const [i, server] of servers.entries()) {
        const image = await call(server.port, url);
        expect(image.status, `instance ${i + 1}: ${url}`).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        expect(image.bytes.equals(stored), `instance ${i + 1}: ${url}`).toBe(true);
      }
    }
  });

  it('a blog edit is visible at once on every instance, even those that had just read it', async () => {
    proxy.clientAddress = '198.51.100.10';
    const read = async (port: number) => {
      const list = await call(port, '/api/v1/blog/all');
      const one = await call(port, `/api/v1/blog/${blog.slug}`);
      expect(list.status).toBe(200);
      expect(one.status).toBe(200);
      return { list: list.json<Blog[]>(), one: one.json<Blog>() };
    };
    // Each instance reads the list and the post (twice: whatever it keeps, it now has).
    for (const server of servers) {
      for (let i = 0; i < 2; i++) {
        const before = await read(server.port);
        expect(before.list.map((b) => b.title)).toEqual(['Mind and Matter']);
        expect(before.one.title).toBe('Mind and Matter');
      }
    }

    const edit = new FormData();
    edit.append('title', 'Mind and Matter, Revisited');
    edit.append('summary', 'An edited post');
    edit.append('content', '<p>Second thoughts</p>');
    const edited = await lb(`/api/v1/blog/edit/${blog._id}`, { token: adminToken, form: edit });
    expect(edited.status, edited.bytes.toString()).toBe(200);

    // Straight after the answer, with no pause: every instance shows the edit.
    for (const [i, server] of servers.entries()) {
      const after = await read(server.port);
      const where = `instance ${i + 1}\n${logs()}`;
      expect(
        after.list.map((b) => b.title),
        where,
      ).toEqual(['Mind and Matter, Revisited']);
      expect(after.list[0]).toMatchObject({ summary: 'An edited post', content: '<p>Second thoughts</p>' });
      expect(after.one, where).toMatchObject({
        title: 'Mind and Matter, Revisited',
        summary: 'An edited post',
        content: '<p>Second thoughts</p>',
        image: blog.image,
      });
    }
    // And so does the load balancer, whichever instance it picks.
    for (let i = 0; i < INSTANCES; i++) {
      expect((await lb(`/api/v1/blog/${blog.slug}`)).json<Blog>().title).toBe('Mind and Matter, Revisited');
    }
  });

  it('wrong passwords spread over the instances reach 429 at LOGIN_RATE_LIMIT', async () => {
    // One visitor guessing: each guess lands on the next instance.
    proxy.clientAddress = '203.0.113.77';
    const sentBefore = [...proxy.sent];
    const statuses: number[] = [];
    let refused: Answer | undefined;
    for (let i = 0; i < LOGIN_LIMIT + INSTANCES; i++) {
      const res = await lb('/api/v1/auth/login', {
        json: { email: FAULT_ADMIN.email, password: `wrong-password-${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    // Every instance took its share of the guesses.
    for (const [i, n] of proxy.sent.entries()) {
      expect(n - sentBefore[i]).toBeGreaterThanOrEqual(Math.floor((LOGIN_LIMIT + INSTANCES) / INSTANCES));
    }
    expect(statuses).toEqual([
      ...Array.from({ length: LOGIN_LIMIT }, () => 401),
      ...Array.from({ length: INSTANCES }, () => 429),
    ]);
    expect(refused?.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password is refused too, on every instance, while the window lasts.
    for (let i = 0; i < INSTANCES; i++) {
      expect((await lb('/api/v1/auth/login', { json: FAULT_ADMIN })).status).toBe(429);
    }
    // Another visitor is not held back by the first one's guesses.
    proxy.clientAddress = '203.0.113.78';
    expect((await lb('/api/v1/auth/login', { json: FAULT_ADMIN })).status).toBe(200);
  });

  it('a surge of applications spread over the instances stops exactly at the drive cap', async () => {
    // A campus network: every student behind one address.
    proxy.clientAddress = '198.51.100.200';
    const closedMessage = 'This drive is full: thank you for your interest.';
    const created = await lb('/api/v1/recruitment/admin/create', {
      token: adminToken,
      json: driveInput({ maxApplications: 50, closedMessage }),
    });
    expect(created.status, created.bytes.toString()).toBe(201);
    const drive = created.json<{ data: Recruitment }>().data;

    const answers = await Promise.all(
      Array.from({ length: 120 }, () =>
        lb('/api/v1/recruitment/apply', {
          json: {
            recruitmentId: drive._id,
            applicantInfo: applicant(),
            answers: [{ questionIndex: 0, question: 'Which team interests you most?', answer: 'Events' }],
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s >= 500),
      logs(),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(70);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.json()).toMatchObject({ success: false, message: closedMessage });
    }

    const rows = await query<{ count: number }>(
      databaseUrl,
      'select count(*)::int as count from applications where recruitment_id = $1',
      [drive._id],
    );
    expect(rows[0].count).toBe(50);
    const drives = await lb('/api/v1/recruitment/admin/all', { token: adminToken });
    const counted = drives.json<{ data: Recruitment[] }>().data.find((d) => d._id === drive._id);
    expect(counted?.currentApplications).toBe(50);
  }, 60_000);
});

describe.skipIf(TEST_PG_URL)('three instances behind a load balancer', () => {
  it.skip('needs TEST_DATABASE_URL: the embedded database belongs to one process', () => {});
});
