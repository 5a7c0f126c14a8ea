import type { Readable } from 'node:stream';

/** A stored file's size and when it was written. */
export interface MediaStat {
  size: number;
  lastModified: Date;
}

/** A stored file opened for reading. */
export interface MediaObject extends MediaStat {
  body: Readable;
}

/**
 * Where the files of stored images live, by name (`<hash>-<width>.webp`, see MEDIA_FILE_NAME). The
 * `media` table stays the truth of what is referenced; a store only holds bytes. Chosen once from
 * MEDIA_STORE (see media/stores.ts): files under DATA_DIR/media, or a bucket of an S3-compatible
 * object store that several instances share.
 */
export interface MediaStore {
  readonly kind: 'fs' | 's3';
  /**
   * Whether other instances use the same files. A shared store writes an image's files and deletes
   * them only under the image's key lock (media/lifecycle.ts), so that an instance never deletes the
   * files of an upload another instance is saving.
   */
  readonly shared: boolean;
  /** Stores `data` under `name`; a reader sees the whole file or none. */
  put(name: string, data: Buffer): Promise<void>;
  /**
   * Stores the file at `source` under `name` without holding it in memory (a restore's large
   * files); a store without it is given the file's bytes through put.
   */
  putFile?(name: string, source: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Size and last change, or null when there is no such file. */
  stat(name: string): Promise<MediaStat | null>;
  /** The file as a stream with its size and last change, or null when there is no such file. */
  open(name: string): Promise<MediaObject | null>;
  /** The whole file, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Removes the file; a file already gone is no error. */
  remove(name: string): Promise<void>;
  /** Every stored name, sorted. */
  list(): Promise<string[]>;
  /** Whether the store can take new files now (the readiness probe). */
  ready(): Promise<boolean>;
  /**
   * Only a store that is not shared: moves a file out of reach under another name (the image lost
   * its last reference in a transaction that has not committed yet) and returns that name, or null
   * when there was no such file. moveBack undoes it.
   */
  moveAside?(name: string): Promise<string | null>;
  moveBack?(aside: string, name: string): Promise<void>;
}

/** The suffix of a released image's file between its transaction's decision and its commit. */
export const RELEASED_SUFFIX = '.released';
