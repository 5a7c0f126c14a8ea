import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { fsMediaStore } from './fs-store.ts';
import type { MediaStore } from './media-store.ts';
import { MediaMemory, SHARED_MAX_AGE_MS, withMemory } from './memory-cache.ts';
import { s3MediaStore } from './s3-store.ts';

const stores = new WeakMap<Config, { store: MediaStore; memory: MediaMemory }>();

function made(config: Config) {
  let made = stores.get(config);
  if (!made) {
    const base = config.s3 ? s3MediaStore(config.s3) : fsMediaStore(config.dataDir);
    // A shared store's files may be deleted by another instance: kept a minute at most.
    const memory = new MediaMemory(config.mediaMemoryBytes, base.shared ? SHARED_MAX_AGE_MS : Infinity);
    made = { store: withMemory(base, memory), memory };
    stores.set(config, made);
  }
  return made;
}

/**
 * The media store a configuration names (MEDIA_STORE), made once per configuration; a file it
 * deletes leaves the configuration's media memory too (mediaMemoryFor).
 */
export function mediaStoreFor(config: Config): MediaStore {
  return made(config).store;
}

/** The most requested files of the configuration's store, kept in memory (media/memory-cache.ts). */
export function mediaMemoryFor(config: Config): MediaMemory {
  return made(config).memory;
}

/** What the media code needs: the database, the configuration, and the store when already made. */
export type MediaContext = Pick<AppContext, 'db' | 'config'> & Partial<Pick<AppContext, 'media'>>;

/** The context's media store (the configured one, for a context built without it). */
export const storeOf = (ctx: MediaContext): MediaStore => ctx.media ?? mediaStoreFor(ctx.config);
