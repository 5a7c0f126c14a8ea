import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** The error loadConfig throws for `env`, or null when it accepts it. */
function configError(env: Record<string, string>): ConfigError | null {
  try {
    loadConfig(env);
    return null;
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
}

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:5000',
      jwtSecret: null,
      adminEmail: null,
      adminPassword: null,
      seedDemo: null,
      universityEmailDomain: 'mitwpu.edu.in',
      loginRateLimit: 10,
      publicWriteRateLimit: 600,
      podcastCacheSeconds: 3600,
      minFreeDiskMb: 100,
      formMinFillMs: 3000,
      timeZone: 'Asia/Kolkata',
      trustProxy: false,
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/ssf',
      DATABASE_URL: 'postgres://u@db.example:5432/ssf',
      PUBLIC_URL: 'https://ssf.example.org/',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'a-long-password',
      SEED_DEMO: 'false',
      UNIVERSITY_EMAIL_DOMAIN: 'Example.EDU',
      LOGIN_RATE_LIMIT: '5',
      PUBLIC_WRITE_RATE_LIMIT: '100',
      PODCAST_CACHE_SECONDS: '600',
      TIME_ZONE: 'Europe/London',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/ssf',
      databaseUrl: 'postgres://u@db.example:5432/ssf',
      publicUrl: 'https://ssf.example.org',
      adminEmail: 'boss@example.org',
      seedDemo: false,
      universityEmailDomain: 'example.edu',
      loginRateLimit: 5,
      publicWriteRateLimit: 100,
      podcastCacheSeconds: 600,
      timeZone: 'Europe/London',
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('reads the mail settings and refuses bad ones naming the variable', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ssf.example.org' })).toMatchObject({
      smtp: null,
      mailFrom: 'Science and Spirituality Forum <no-reply@ssf.example.org>',
      mailRatePerMinute: 60,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@mail.example.org:465',
        MAIL_FROM: 'Forum <forum@example.org>',
        MAIL_RATE_PER_MINUTE: '30',
      }),
    ).toMatchObject({
      smtp: { url: 'smtps://user:secret@mail.example.org:465' },
      mailFrom: 'Forum <forum@example.org>',
      mailRatePerMinute: 30,
    });
    expect(loadConfig({ MAIL_FROM: 'forum@example.org' }).mailFrom).toBe('forum@example.org');
    expect(configError({ SMTP_URL: 'https://mail.example.org' })?.message).toMatch(/^Invalid SMTP_URL: /);
    expect(configError({ SMTP_URL: 'smtp://' })?.message).toMatch(/^Invalid SMTP_URL: /);
    expect(configError({ MAIL_FROM: 'Forum' })?.message).toMatch(/^Invalid MAIL_FROM: /);
    expect(configError({ MAIL_FROM: 'Forum <a@b.org> <c@d.org>' })?.message).toMatch(/^Invalid MAIL_FROM: /);
    expect(configError({ MAIL_RATE_PER_MINUTE: '0' })?.message).toMatch(/^Invalid MAIL_RATE_PER_MINUTE: /);
    // The error names the variable, never the URL with its password.
    expect(configError({ SMTP_URL: 'ftp://user:secret@x' })?.message).not.toContain('secret');
  });

  it('reads MIN_FREE_DISK_MB, 0 turning the free-space check off', () => {
    expect(loadConfig({ MIN_FREE_DISK_MB: '2048' }).minFreeDiskMb).toBe(2048);
    expect(loadConfig({ MIN_FREE_DISK_MB: '0' }).minFreeDiskMb).toBe(0);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 5000,
      databaseUrl: null,
      adminEmail: null,
    });
  });

  const bad: Array<[string, Record<string, string>]> = [
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '50.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/x' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.org' }],
    ['LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: '0' }],
    ['LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: 'ten' }],
    ['LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: '-3' }],
    ['PUBLIC_WRITE_RATE_LIMIT', { PUBLIC_WRITE_RATE_LIMIT: '1.5' }],
    ['PODCAST_CACHE_SECONDS', { PODCAST_CACHE_SECONDS: '0' }],
    ['PODCAST_CACHE_SECONDS', { PODCAST_CACHE_SECONDS: 'an hour' }],
    ['PODCAST_CACHE_SECONDS', { PODCAST_CACHE_SECONDS: '604801' }],
    ['MIN_FREE_DISK_MB', { MIN_FREE_DISK_MB: '-1' }],
    ['FORM_MIN_FILL_MS', { FORM_MIN_FILL_MS: 'fast' }],
    ['FORM_MIN_FILL_MS', { FORM_MIN_FILL_MS: '60001' }],
    ['MIN_FREE_DISK_MB', { MIN_FREE_DISK_MB: 'lots' }],
    ['MIN_FREE_DISK_MB', { MIN_FREE_DISK_MB: '2.5' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['TIME_ZONE', { TIME_ZONE: 'Mars/Olympus' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1,example.org' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@example.org' }],
    ['ADMIN_EMAIL', { ADMIN_PASSWORD: 'a-long-password' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'a-long-password' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'short' }],
  ];
  it.each(bad)('refuses a bad %s with a message naming it: %j', (name, env) => {
    const err = configError(env);
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.message).toMatch(new RegExp(`^Invalid ${name}: `));
    expect(err!.message).not.toContain('\n');
  });
});
