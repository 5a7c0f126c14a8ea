import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, MB } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { badRequest, HttpError } from '../http/errors.ts';
import { assertImageType } from './image-type.ts';

/** Limits of one file field of a form. */
export interface FileFieldSpec {
  /** Largest accepted file, in bytes (default 10 MB). */
  maxBytes?: number;
  /** How many files the field may carry (default 1). */
  maxFiles?: number;
  /** The 413 message past maxBytes (default MSG.fileTooLarge10). */
  tooLargeMessage?: string;
}

export interface UploadSpec {
  /** The form's file fields by name; file parts under any other name are read and ignored. */
  fields: Record<string, FileFieldSpec>;
  /**
   * Text fields the form may repeat (removeImages=a, removeImages=b): each is read as the list of
   * every value sent, in order (a list of one when sent once). Any other repeated text field keeps
   * its first value.
   */
  lists?: readonly string[];
}

export interface ImageUploads {
  /** Text fields (strings for multipart; a JSON body's values as sent). */
  fields: Record<string, unknown>;
  /** Image bytes per file field, already recognised as JPEG, PNG, WebP, GIF or AVIF. */
  files: Record<string, Buffer[]>;
}

// Rich text can be long: 500,000 characters of Devanagari are 1.5 MB of UTF-8, plus markup that
// sanitizing removes.
const MAX_FIELD_BYTES = 4 * MB;
const MAX_TEXT_FIELDS = 50;
const MAX_FILES = 20;

/**
 * Makes multipart bodies readable in `api` (once: every feature calls this, the first one
 * registers the parser). The files stay in memory: they are at most a few 10 MB images.
 */
export async function enableUploads(api: FastifyInstance) {
  if (api.hasRequestDecorator('isMultipart')) return;
  await api.register(multipart, {
    limits: {
      fieldSize: MAX_FIELD_BYTES,
      fields: MAX_TEXT_FIELDS,
      fileSize: IMAGE_MAX_BYTES,
      files: MAX_FILES,
      parts: 100,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

interface MultipartError {
  code?: string;
  message?: string;
}

/**
 * Reads a form with image files: text fields plus each declared file field into memory, with its
 * size limit (413), its file count (413) and the file type checked by its bytes (415). Nothing is
 * written anywhere: callers validate the fields first and store the images last. A JSON body is
 * accepted too, as text fields only.
 */
export async function readImageUploads(request: FastifyRequest, spec: UploadSpec): Promise<ImageUploads> {
  const files: Record<string, Buffer[]> = {};
  for (const name of Object.keys(spec.fields)) files[name] = [];

  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
    return { fields, files };
  }

  const fieldSpec = (name: string) => {
    const s = spec.fields[name];
    return {
      maxBytes: s?.maxBytes ?? IMAGE_MAX_BYTES,
      maxFiles: s?.maxFiles ?? 1,
      tooLargeMessage: s?.tooLargeMessage ?? MSG.fileTooLarge10,
    };
  };
  const largest = Math.max(IMAGE_MAX_BYTES, ...Object.keys(spec.fields).map((n) => fieldSpec(n).maxBytes));
  // Room for every file the form declares (a cover plus 20 pictures), and never less than before.
  const fileCount = Math.max(
    MAX_FILES,
    Object.keys(spec.fields).reduce((sum, n) => sum + fieldSpec(n).maxFiles, 0),
  );
  const lists = new Set(spec.lists ?? []);
  const fields: Record<string, unknown> = {};
  let current: string | null = null;

  try {
    for await (const part of request.parts({ limits: { fileSize: largest, files: fileCount } })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw badRequest(MSG.unreadableUpload, { [part.fieldname]: 'Too long' });
        const value = String(part.value);
        // A list field collects every value; any other repeated text field keeps its first value
        // (a form sends each once).
        if (lists.has(part.fieldname)) {
          const list = fields[part.fieldname];
          fields[part.fieldname] = Array.isArray(list) ? [...list, value] : [value];
        } else if (!(part.fieldname in fields)) fields[part.fieldname] = value;
        continue;
      }
      current = part.fieldname;
      const data = await part.toBuffer();
      current = null;
      const declared = spec.fields[part.fieldname];
      // An empty file input still sends a part with no name and no bytes: no file chosen.
      if (!declared || (data.length === 0 && !part.filename)) continue;
      const limits = fieldSpec(part.fieldname);
      if (data.length > limits.maxBytes) throw new HttpError(413, limits.tooLargeMessage);
      if (files[part.fieldname].length >= limits.maxFiles) throw new HttpError(413, MSG.tooManyFiles);
      assertImageType(data);
      files[part.fieldname].push(data);
    }
  } catch (err) {
    throw toHttpError(err, current ? fieldSpec(current).tooLargeMessage : MSG.fileTooLarge10);
  }
  return { fields, files };
}

function toHttpError(err: unknown, tooLargeMessage: string): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as MultipartError).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, tooLargeMessage);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, MSG.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, MSG.unreadableUpload);
  // Malformed or cut-off multipart bodies (busboy's own errors carry no code).
  return badRequest(MSG.unreadableUpload);
}
