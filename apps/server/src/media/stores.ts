import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { fsMediaStore } from './fs-store.ts';
import type { MediaStore } from './media-store.ts';
import { s3MediaStore } from './s3-store.ts';

const stores = new WeakMap<Config, MediaStore>();

/** The media store a configuration names (MEDIA_STORE), made once per configuration. */
export function mediaStoreFor(config: Config): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3MediaStore(config.s3) : fsMediaStore(config.dataDir);
    stores.set(config, store);
  }
  return store;
}

/** What the media code needs: the database, the configuration, and the store when already made. */
export type MediaContext = Pick<AppContext, 'db' | 'config'> & Partial<Pick<AppContext, 'media'>>;

/** The context's media store (the configured one, for a context built without it). */
export const storeOf = (ctx: MediaContext): MediaStore => ctx.media ?? mediaStoreFor(ctx.config);
