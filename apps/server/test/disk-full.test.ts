import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { createTestApp } from './helpers.ts';

// A full disk, for real: the media folder is a small tmpfs (mounted as root, or through sudo as CI
// does for its packages), so writing an upload's files fails in the kernel with ENOSPC. The upload
// is answered 507 in the API's error shape, leaves no temporary file and stores nothing, and
// readiness reports the disk below MIN_FREE_DISK_MB.
const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
const run = (command: string[]) => execFileSync(command[0], command.slice(1), { stdio: 'pipe' });

const t = await createTestApp({ MIN_FREE_DISK_MB: '1' });
const media = path.join(t.dataDir, 'media');
fs.mkdirSync(media, { recursive: true, mode: 0o700 });
let mounted = false;
const unmount = () => {
  if (mounted) run([...asRoot, 'umount', media]);
  mounted = false;
};
afterAll(unmount);

/** A photo of random pixels: its WebP widths do not compress to nothing. */
async function noisyPhoto(side: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + (i >> 7) * 40503) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

async function upload(photo: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'noise.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/gallery/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...t.auth(t.adminToken), 'content-type': request.headers.get('content-type') ?? '' },
  });
}

const ready = () => t.app.inject({ url: '/api/v1/health/ready' });
const gallery = async () => (await t.app.inject({ url: '/api/v1/gallery/all' })).json() as unknown[];

describe('a full disk', () => {
  it('answers an upload 507, removes its temporary files and reports readiness 503 below the floor', async () => {
    expect((await ready()).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', media: 'ok', disk: 'ok' },
    });
    const before = await gallery();
    const { uid, gid } = process.getuid
      ? { uid: process.getuid(), gid: process.getgid?.() ?? 0 }
      : { uid: 0, gid: 0 };
    run([
      ...asRoot,
      'mount',
      '-t',
      'tmpfs',
      '-o',
      `size=256k,mode=0700,uid=${uid},gid=${gid}`,
      'tmpfs',
      media,
    ]);
    mounted = true;

    const res = await upload(await noisyPhoto(1200));
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({ success: false, message: MSG.storageFull });
    expect(fs.readdirSync(media).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await gallery()).toEqual(before);

    // Under a megabyte free where MIN_FREE_DISK_MB asks for one: out of the load balancer.
    const full = await ready();
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', media: 'ok', disk: 'unavailable' },
    });
    // Liveness is unaffected: the process itself is fine.
    expect((await t.app.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);

    unmount();
    expect((await ready()).statusCode).toBe(200);
    const stored = await upload(await noisyPhoto(300));
    expect(stored.statusCode, stored.body).toBe(200);
  });

  it('reports readiness 503 when the data folder has less free space than MIN_FREE_DISK_MB', async () => {
    const greedy = await createTestApp({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    const res = await greedy.app.inject({ url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ database: 'ok', media: 'ok', disk: 'unavailable' });
  });
});
