import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { PODCAST_KEY, PODCAST_PLAYLIST, startVideoPlatform } from './video-platform.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Builds the web app into a temporary folder, then starts the real server (as `npm start` would)
 * on the configured port with a throwaway DATA_DIR, demo content and a known admin. The returned
 * function stops it (SIGTERM, so the shutdown path runs too) and removes the data and the build.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const port = new URL(baseURL).port;

  // A build of its own, in a temporary folder: a run never replaces the files another run (or a
  // developer's npm start) is serving from apps/web/dist.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-web-'));
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] };
  execSync(`npx vite build --outDir ${JSON.stringify(webDist)} --emptyOutDir`, {
    cwd: path.join(root, 'apps/web'),
    ...quiet,
  });
  execSync(`node scripts/precompress.mjs ${JSON.stringify(webDist)}`, { cwd: root, ...quiet });
  // The server's renderer of public pages, as `npm run build` makes it (apps/web/package.json).
  execSync(
    `npx vite build --ssr src/entry-server.tsx --outDir ${JSON.stringify(path.join(webDist, '.ssr'))} --emptyOutDir`,
    { cwd: path.join(root, 'apps/web'), ...quiet },
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-'));
  // The site's mail goes to an SMTP server of the run, which keeps each message for the specs
  // (e2e/mail.spec.ts reads them from E2E_MAIL_DIR; the workers inherit the variable).
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  // The podcast's playlist comes from a local stand-in of the video platform (no internet here).
  const platform = await startVideoPlatform();
  const removeAll = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
    await Promise.all([mail.close(), platform.close()]);
  };
  const siteEnv = {
    HOST: '127.0.0.1',
    WEB_DIST: webDist,
    DATABASE_URL: '',
    JWT_SECRET: '',
    CREDENTIAL_SIGNING_KEY: '',
    SEED_DEMO: 'true',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    YOUTUBE_API_KEY: PODCAST_KEY,
    YOUTUBE_PLAYLIST_ID: PODCAST_PLAYLIST,
    YOUTUBE_API_BASE: platform.apiBase,
    // The specs fill the public forms at machine speed; the honeypot still applies.
    FORM_MIN_FILL_MS: '0',
  };
  // e2e/visual.spec.ts starts a second server of its own, on a fixed clock, with this same setup.
  process.env.E2E_SITE_ENV = JSON.stringify(siteEnv);
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...siteEnv, PORT: port, DATA_DIR: dataDir, PUBLIC_URL: baseURL },
  });
  // Server warnings and errors are worth seeing next to a failing spec; the banner is not.
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
    if (/"level":(4|5|6)0/.test(chunk.toString())) process.stdout.write(chunk);
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
    process.stderr.write(chunk);
  });

  try {
    await waitForHealth(baseURL, server);
  } catch (err) {
    await stop(server);
    await removeAll();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }

  return async () => {
    await stop(server);
    await removeAll();
  };
}

// A new site makes its demo images on the first start (sharp, several widths each): seconds on an
// idle machine, but a minute or more on a busy two-core one. Only a server that never comes up
// should fail the run.
const START_LIMIT_MS = 600_000;

async function waitForHealth(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${baseURL}/api/v1/health within ${START_LIMIT_MS / 1000} s`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
