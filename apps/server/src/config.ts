import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MIN_FILL_MS } from '@ssf/domain/bot-check';
import { DEFAULT_PORT, DEFAULT_UNIVERSITY_EMAIL_DOMAIN } from '@ssf/domain/constants';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@ssf/domain/text';
import type { S3Settings } from './media/s3-store.ts';
import { isSecretKeyMultibase } from './signing-keys/multibase.ts';

/** Typed configuration read from the environment (docs/configuration.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null: the embedded database under dataDir. 'memory://' keeps it in memory (tests). */
  databaseUrl: string | null;
  publicUrl: string;
  jwtSecret: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** null: seed only a new, empty embedded database. */
  seedDemo: boolean | null;
  universityEmailDomain: string;
  youtube: { apiKey: string | null; playlistId: string | null; apiBase: string };
  /** How long the podcast playlist fetched from the video platform is kept before fetching again. */
  podcastCacheSeconds: number;
  loginRateLimit: number;
  publicWriteRateLimit: number;
  /** Public reads not found in the response cache, per minute per address (each costs a render). */
  uncachedReadRateLimit: number;
  /** Directory holding the built web app (index.html and assets). */
  webDist: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For is believed: false (none: the socket address counts), a number
   * of hops, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** IANA zone in which dates are shown and event dates entered. */
  timeZone: string;
  /** Where uploaded images are stored: 'fs' (DATA_DIR/media) or 's3' (the bucket in `s3`). */
  mediaStore: 'fs' | 's3';
  /** How often stored images nothing refers to are swept while the site runs (one instance at a time). */
  mediaSweepMinutes: number;
  /** Bytes of /media files kept in memory and answered from there (MEDIA_MEMORY_MB); 0 keeps none. */
  mediaMemoryBytes: number;
  /** A join or application sent sooner after its form was shown is refused quietly as automated (0: never). */
  formMinFillMs: number;
  /** Below this much free space (MB) where the data and media files are written, readiness answers 503. */
  minFreeDiskMb: number;
  /** The S3-compatible object store when mediaStore is 's3', else null. */
  s3: S3Settings | null;
  /** When set, /media/<name> redirects to this address + '/' + name (a public bucket or a CDN). */
  mediaPublicUrl: string | null;
  /** The forum's LinkedIn organisation id for the badge's add-certification link; '' names the forum instead. */
  linkedinOrganizationId: string;
  /** Outgoing mail (modules/mail): null without SMTP_URL, and messages are then kept as held. */
  smtp: { url: string } | null;
  /** The From of every message: `Name <address>`. */
  mailFrom: string;
  /** At most this many deliveries start per minute, over every instance. */
  mailRatePerMinute: number;
  /** The Ed25519 key (Multikey secretKeyMultibase) that signs credentials; null: the key file in dataDir. */
  credentialSigningKey: string | null;
}

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const wholeNumber = (fallback: number, min: number, max: number, hint: string) =>
  optional
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(z.number({ error: hint }).int(hint).min(min, hint).max(max, hint));

const positiveInt = (fallback: number) =>
  wholeNumber(fallback, 1, Number.MAX_SAFE_INTEGER, 'must be a positive whole number');

const booleanFlag = optional.pipe(
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

const url = (protocols: RegExp, hint: string) =>
  optional.pipe(
    z
      .string()
      .refine((v) => {
        try {
          return protocols.test(new URL(v).protocol);
        } catch {
          return false;
        }
      }, hint)
      .optional(),
  );

/** An IPv4 or IPv6 address, optionally with a /prefix length fitting its family. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HINT =
  'must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges';
const trustProxy = optional.pipe(
  z
    .string()
    .transform((v, ctx): false | number | string[] => {
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        if (hops >= 1 && hops <= 20) return hops;
      } else {
        const list = v.split(',').map((item) => item.trim());
        if (list.every(isAddressOrRange)) return list;
      }
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HINT });
      return z.NEVER;
    })
    .optional()
    .transform((v) => v ?? false),
);

/** `address` or `Display Name <address>`, the address a valid email address. */
const MAIL_FROM_HINT = 'must be an email address, or a name followed by <address>';
function isMailFrom(value: string): boolean {
  const match = /^(?:([^<>]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  return Boolean(address && z.email().safeParse(address).success && !/[\r\n"]/.test(match?.[1] ?? ''));
}

const envSchema = z.object({
  PORT: wholeNumber(DEFAULT_PORT, 1, 65535, 'must be a port number from 1 to 65535'),
  HOST: optional.pipe(z.string().default('127.0.0.1')),
  DATA_DIR: optional.pipe(z.string().default('./data')),
  DATABASE_URL: url(/^(postgres|postgresql):$/, 'must be a postgres:// URL'),
  PUBLIC_URL: url(/^https?:$/, 'must be an http(s) URL'),
  JWT_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optional.pipe(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
  SEED_DEMO: booleanFlag,
  UNIVERSITY_EMAIL_DOMAIN: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name such as mitwpu.edu.in')
      .default(DEFAULT_UNIVERSITY_EMAIL_DOMAIN),
  ),
  YOUTUBE_API_KEY: optional,
  YOUTUBE_PLAYLIST_ID: optional,
  YOUTUBE_API_BASE: url(/^https?:$/, 'must be an http(s) URL'),
  PODCAST_CACHE_SECONDS: wholeNumber(
    3600,
    1,
    7 * 24 * 3600,
    'must be a whole number of seconds from 1 to 604800',
  ),
  LOGIN_RATE_LIMIT: positiveInt(10),
  PUBLIC_WRITE_RATE_LIMIT: positiveInt(600),
  UNCACHED_READ_RATE_LIMIT: positiveInt(600),
  LOG_LEVEL: optional.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: optional,
  TRUST_PROXY: trustProxy,
  TIME_ZONE: optional.pipe(
    z.string().refine(isTimeZone, 'must be a time zone name such as Asia/Kolkata').default(DEFAULT_TIME_ZONE),
  ),
  MEDIA_STORE: optional.pipe(z.enum(['fs', 's3'], { error: 'must be fs or s3' }).default('fs')),
  MEDIA_SWEEP_MINUTES: wholeNumber(60, 1, 7 * 24 * 60, 'must be a whole number of minutes from 1 to 10080'),
  MEDIA_MEMORY_MB: wholeNumber(64, 0, 64 * 1024, 'must be a whole number of megabytes from 0 to 65536'),
  FORM_MIN_FILL_MS: wholeNumber(
    MIN_FILL_MS,
    0,
    60_000,
    'must be a whole number of milliseconds from 0 to 60000',
  ),
  MIN_FREE_DISK_MB: wholeNumber(
    100,
    0,
    1024 * 1024 * 1024,
    'must be a whole number of megabytes from 0 to 1073741824',
  ),
  MEDIA_PUBLIC_URL: url(/^https?:$/, 'must be an http(s) URL'),
  S3_ENDPOINT: url(/^https?:$/, 'must be an http(s) URL'),
  S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
      )
      .optional(),
  ),
  S3_REGION: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: booleanFlag,
  SMTP_URL: optional.pipe(
    z
      .string()
      .refine((v) => {
        try {
          const u = new URL(v);
          return /^smtps?:$/.test(u.protocol) && u.hostname !== '';
        } catch {
          return false;
        }
      }, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587')
      .optional(),
  ),
  MAIL_FROM: optional.pipe(z.string().refine(isMailFrom, MAIL_FROM_HINT).optional()),
  MAIL_RATE_PER_MINUTE: wholeNumber(60, 1, 100_000, 'must be a whole number of messages from 1 to 100000'),
  LINKEDIN_ORGANIZATION_ID: optional.pipe(
    z
      .string()
      .regex(/^\d{1,20}$/, 'must be the number in the LinkedIn company page address')
      .default(''),
  ),
  CREDENTIAL_SIGNING_KEY: optional.pipe(
    z
      .string()
      .refine(
        isSecretKeyMultibase,
        'must be an Ed25519 secret key in Multikey form (z...; npm run credentials:rotate-key makes one)',
      )
      .optional(),
  ),
});

/** Every variable the server reads: .env.example and docs/configuration.md list exactly these. */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export class ConfigError extends Error {}

/**
 * What the server itself (not the command-line tools) needs beyond a valid environment. On a
 * PostgreSQL server several instances may share the data, and a session signed by one must be
 * accepted by the others: a secret generated per instance would sign admins out at random, so
 * JWT_SECRET is required there.
 */
export function assertServerConfig(config: Config): void {
  if (config.databaseUrl && !config.jwtSecret) {
    throw new ConfigError(
      'Invalid JWT_SECRET: must be set when DATABASE_URL is set (the same value on every instance, at least 32 characters)',
    );
  }
  // The same reason for the credential key: badges signed by one instance must verify on all.
  if (config.databaseUrl && !config.credentialSigningKey) {
    throw new ConfigError(
      'Invalid CREDENTIAL_SIGNING_KEY: must be set when DATABASE_URL is set (the same key on every instance; npm run credentials:rotate-key makes one)',
    );
  }
}

/** MEDIA_STORE and what it needs: an S3 store names its bucket and both halves of its key. */
function mediaSettings(e: z.infer<typeof envSchema>): Pick<Config, 'mediaStore' | 's3' | 'mediaPublicUrl'> {
  const mediaPublicUrl = e.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') ?? null;
  if (e.MEDIA_STORE === 'fs') return { mediaStore: 'fs', s3: null, mediaPublicUrl };
  const required = {
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  for (const [name, value] of Object.entries(required)) {
    if (!value) throw new ConfigError(`Invalid ${name}: must be set when MEDIA_STORE is s3`);
  }
  return {
    mediaStore: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
      bucket: e.S3_BUCKET as string,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID as string,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    },
    mediaPublicUrl,
  };
}

/** Read and validate the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      `Invalid ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`,
    );
  }
  return {
    ...mediaSettings(e),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? null,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase() ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    seedDemo: e.SEED_DEMO ?? null,
    universityEmailDomain: e.UNIVERSITY_EMAIL_DOMAIN.toLowerCase(),
    youtube: {
      apiKey: e.YOUTUBE_API_KEY ?? null,
      playlistId: e.YOUTUBE_PLAYLIST_ID ?? null,
      apiBase: (e.YOUTUBE_API_BASE ?? 'https://www.googleapis.com/youtube/v3').replace(/\/+$/, ''),
    },
    podcastCacheSeconds: e.PODCAST_CACHE_SECONDS,
    mediaSweepMinutes: e.MEDIA_SWEEP_MINUTES,
    mediaMemoryBytes: e.MEDIA_MEMORY_MB * 1024 * 1024,
    minFreeDiskMb: e.MIN_FREE_DISK_MB,
    formMinFillMs: e.FORM_MIN_FILL_MS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    publicWriteRateLimit: e.PUBLIC_WRITE_RATE_LIMIT,
    uncachedReadRateLimit: e.UNCACHED_READ_RATE_LIMIT,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    timeZone: e.TIME_ZONE,
    linkedinOrganizationId: e.LINKEDIN_ORGANIZATION_ID,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL } : null,
    mailFrom:
      e.MAIL_FROM ??
      `Science and Spirituality Forum <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    credentialSigningKey: e.CREDENTIAL_SIGNING_KEY ?? null,
  };
}
