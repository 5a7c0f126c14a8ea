import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { MEDIA_FILE_NAME } from '@ssf/domain/media';
import { type PreparedAnswer, prepareAnswer, writePrepared } from '../http/prepared-answer.ts';
import type { MediaStore } from './media-store.ts';

/**
 * The most requested /media files, kept in memory as prepared answers (http/prepared-answer.ts)
 * and sent by the server's own request handler before the framework sees the request, as cached
 * reads and the built app's files are (app.ts, serverFactory). A file is named by its content's
 * hash and never changes under its name, so an entry stays right until the file is deleted: the
 * store's own remove (and the move aside of a release) drops it (`withMemory`). Files of a store
 * that other instances share (S3), which another instance may delete, are kept at most
 * SHARED_MAX_AGE_MS before the store is asked again.
 *
 * Bounded by bytes (MEDIA_MEMORY_MB): the least recently requested file goes first, and a file
 * larger than an eighth of the bound is never kept (it would push out many smaller ones).
 * See docs/decisions/0226-media-in-memory.md.
 */

/** Headers and bookkeeping counted for an entry besides its bytes. */
const ENTRY_OVERHEAD = 512;
export const SHARED_MAX_AGE_MS = 60_000;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface MediaEntry {
  answer: PreparedAnswer;
  bytes: number;
  expiresAt: number;
}

export class MediaMemory {
  private readonly entries = new Map<string, MediaEntry>();
  /** Bytes held, as counted by the entries (the body plus ENTRY_OVERHEAD each). */
  bytes = 0;
  /** Counts removals: a read that started before one does not store what it read. */
  version = 0;
  hits = 0;
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(maxBytes: number, maxAgeMs: number, now: () => number = () => Date.now()) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = Math.floor(maxBytes / 8);
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  get size() {
    return this.entries.size;
  }

  /** Whether a file of `size` bytes may be kept. */
  fits(size: number) {
    return size + ENTRY_OVERHEAD <= this.maxEntryBytes;
  }

  get(name: string): PreparedAnswer | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.drop(name);
      return undefined;
    }
    // Least recently requested goes first: move this one to the end.
    this.entries.delete(name);
    this.entries.set(name, entry);
    this.hits++;
    return entry.answer;
  }

  /** Keep `body` as `name`'s answer, if no removal came since the read began (`startedAt`). */
  set(name: string, answer: PreparedAnswer, size: number, startedAt: number) {
    const bytes = size + ENTRY_OVERHEAD;
    if (startedAt !== this.version || bytes > this.maxEntryBytes) return;
    this.drop(name);
    this.entries.set(name, { answer, bytes, expiresAt: this.now() + this.maxAgeMs });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** Forget `name` (deleted, replaced or moved aside), and any read of it under way. */
  remove(name: string) {
    this.version++;
    this.drop(name);
  }

  clear() {
    this.version++;
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(name: string) {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.entries.delete(name);
    this.bytes -= entry.bytes;
  }
}

/** The prepared answer for a stored image's bytes: immutable caching, its name as ETag, its date. */
export function mediaAnswer(
  name: string,
  body: Buffer,
  lastModified: Date,
  securityHeaders: Record<string, string>,
): PreparedAnswer {
  const etag = `"${name.slice(0, -'.webp'.length)}"`;
  const headers = {
    ...securityHeaders,
    'content-type': 'image/webp',
    'cache-control': IMMUTABLE,
    'last-modified': lastModified.toUTCString(),
  };
  return prepareAnswer(200, headers, { identity: body, br: null, gzip: null }, etag, lastModified);
}

async function readAll(body: Readable, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks, size);
}

/**
 * Reads `name` from the store into memory and keeps it (when it fits): one request to the store,
 * shared by every request for the same file that arrives meanwhile. Null when there is no such
 * file, or it is too large to keep (the caller streams it instead).
 */
export function memoryLoader(
  memory: MediaMemory,
  store: MediaStore,
  securityHeaders: Record<string, string>,
) {
  const loading = new Map<string, Promise<PreparedAnswer | null | 'large'>>();
  return (name: string): Promise<PreparedAnswer | null | 'large'> => {
    const known = loading.get(name);
    if (known) return known;
    const startedAt = memory.version;
    const load = (async () => {
      const file = await store.open(name);
      if (!file) return null;
      if (!memory.fits(file.size)) {
        file.body.destroy();
        return 'large' as const;
      }
      const body = await readAll(file.body, file.size);
      const answer = mediaAnswer(name, body, file.lastModified, securityHeaders);
      memory.set(name, answer, body.length, startedAt);
      return answer;
    })().finally(() => loading.delete(name));
    loading.set(name, load);
    return load;
  };
}

/**
 * The store, with every way a file leaves it (remove, a release's move aside) dropping the file
 * from `memory` first, so a deleted image is not served from there.
 */
export function withMemory(store: MediaStore, memory: MediaMemory): MediaStore {
  return {
    ...store,
    async put(name, data) {
      memory.remove(name);
      await store.put(name, data);
    },
    ...(store.putFile
      ? {
          async putFile(name: string, source: string) {
            memory.remove(name);
            await store.putFile?.(name, source);
          },
        }
      : {}),
    async remove(name) {
      memory.remove(name);
      await store.remove(name);
      memory.remove(name);
    },
    ...(store.moveAside
      ? {
          async moveAside(name: string) {
            memory.remove(name);
            const aside = await store.moveAside?.(name);
            memory.remove(name);
            return aside ?? null;
          },
        }
      : {}),
  };
}

/**
 * Answers a GET or HEAD of a /media file kept in memory with Node's own response (app.ts,
 * serverFactory), 304 to a browser that has it (If-None-Match, else If-Modified-Since). Returns the
 * status sent, or 0 when the framework must answer (not kept, or not a media file's address).
 */
export function answerMedia(memory: MediaMemory, req: IncomingMessage, res: ServerResponse): number {
  const url = req.url;
  if (!url?.startsWith('/media/') || (req.method !== 'GET' && req.method !== 'HEAD')) return 0;
  const name = url.slice('/media/'.length);
  if (!MEDIA_FILE_NAME.test(name)) return 0;
  const answer = memory.get(name);
  return answer ? writePrepared(req, res, answer) : 0;
}
