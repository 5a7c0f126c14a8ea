import type { Readable } from 'node:stream';
import { MSG } from '@ssf/domain/messages';
import { HttpError } from '../http/errors.ts';
import type { MediaStore } from './media-store.ts';

export interface S3Settings {
  /** null: the provider's default endpoint for the region (AWS). */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key), as MinIO, Ceph and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** The readiness probe gives up on a store that does not answer within this time. */
const READY_TIMEOUT_MS = 5000;

type Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (sdk: Sdk, err: unknown) =>
  err instanceof sdk.S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

const RETRY_AFTER_SECONDS = '5';

/**
 * A store that cannot be reached (no answer, or a server error) is a 503 the client may retry, as
 * an unreachable database is; the readiness probe takes the instance out meanwhile. A refusal
 * (wrong key, no such bucket) stays a server fault, logged as such.
 */
function unreachable(err: unknown): unknown {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status !== undefined && status < 500) return err;
  const unavailable = new HttpError(503, MSG.mediaUnavailable, undefined, {
    'retry-after': RETRY_AFTER_SECONDS,
  });
  unavailable.cause = err;
  return unavailable;
}

/**
 * The files in a bucket of an S3-compatible object store, one object per name at the bucket's
 * top. A PutObject is atomic (a reader sees the whole object or none), and every instance of the
 * site sees the same objects, so the store is shared.
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  // The SDK takes a tenth of a second to load: it is loaded here, not with the server's modules,
  // so that a site keeping its images on disk (the default) never starts slower for it.
  const loading = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      endpoint: settings.endpoint ?? undefined,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    }),
  }));
  loading.catch(() => {}); // a failed load fails each use of the store instead
  const Bucket = settings.bucket;
  const attempt = async <T>(request: (s3: Awaited<typeof loading>) => Promise<T>): Promise<T> => {
    const s3 = await loading;
    try {
      return await request(s3);
    } catch (err) {
      throw unreachable(err);
    }
  };
  const head = async (name: string) => {
    try {
      return await attempt(({ sdk, client }) =>
        client.send(new sdk.HeadObjectCommand({ Bucket, Key: name })),
      );
    } catch (err) {
      if (isNotFound((await loading).sdk, err)) return null;
      throw err;
    }
  };
  const get = async (name: string) => {
    try {
      return await attempt(({ sdk, client }) => client.send(new sdk.GetObjectCommand({ Bucket, Key: name })));
    } catch (err) {
      if (isNotFound((await loading).sdk, err)) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    shared: true,
    async put(name, data) {
      await attempt(({ sdk, client }) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: name,
            Body: data,
            ContentType: name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
            // What a public bucket or a CDN in front of it (MEDIA_PUBLIC_URL) sends on.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        ),
      );
    },
    exists: async (name) => (await head(name)) !== null,
    async stat(name) {
      const found = await head(name);
      return found && { size: found.ContentLength ?? 0, lastModified: found.LastModified ?? new Date(0) };
    },
    async open(name) {
      const found = await get(name);
      if (!found?.Body) return null;
      return {
        size: found.ContentLength ?? 0,
        lastModified: found.LastModified ?? new Date(0),
        body: found.Body as Readable,
      };
    },
    async read(name) {
      const found = await get(name);
      return found?.Body ? Buffer.from(await found.Body.transformToByteArray()) : null;
    },
    async remove(name) {
      await attempt(({ sdk, client }) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name })));
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await attempt(({ sdk, client }) =>
          client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async ready() {
      try {
        const { sdk, client } = await loading;
        await client.send(new sdk.HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}
