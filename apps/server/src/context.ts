import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { MediaStore } from './media/media-store.ts';
import type { TokenService } from './http/tokens.ts';

/**
 * What every feature module receives: the configuration, the database, the token service and the
 * store of uploaded images (media/stores.ts: mediaStoreFor).
 * It lives apart from app.ts so that modules can name it without importing the app that imports them.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  media: MediaStore;
}
