import zlib from 'node:zlib';

/**
 * Baking (Open Badges 3.0, "Badge Baking"): the credential travels inside the badge's PNG, as an
 * iTXt chunk with the keyword 'openbadgecredential' and the credential's JSON as its text.
 *
 * A PNG is a signature and a list of chunks (length, type, data, CRC-32 of type and data). The
 * few lines below read and write them with node:zlib's crc32, rather than a dependency: the npm
 * PNG chunk packages are small, untyped CommonJS modules unchanged since 2016, and this is all
 * that baking needs.
 */
export const BAKED_KEYWORD = 'openbadgecredential';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);

export class PngError extends Error {}

function readChunks(png: Buffer): Chunk[] {
  if (!isPng(png)) throw new PngError('not a PNG image');
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    if (at + 12 > png.length) throw new PngError('the PNG image is cut short');
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) throw new PngError('the PNG image is cut short');
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (zlib.crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length))
      throw new PngError('the PNG image is damaged (a chunk fails its checksum)');
    chunks.push({ type, data });
    at = end;
    if (type === 'IEND') break;
  }
  if (chunks.at(-1)?.type !== 'IEND') throw new PngError('the PNG image is cut short');
  return chunks;
}

function writeChunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** An iTXt chunk: keyword, NUL, not compressed (0, 0), no language tag, no translated keyword, UTF-8 text. */
function itxt(keyword: string, text: string): Chunk {
  return {
    type: 'iTXt',
    data: Buffer.concat([
      Buffer.from(keyword, 'latin1'),
      Buffer.from([0, 0, 0, 0, 0]),
      Buffer.from(text, 'utf8'),
    ]),
  };
}

/** The keyword and text of an iTXt chunk (decompressed when its flag says so), or null when malformed. */
function readItxt(data: Buffer): { keyword: string; text: string } | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 1) return null;
  const compressed = data[keywordEnd + 1] === 1;
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  if (languageEnd < 0) return null;
  const translatedEnd = data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  const body = data.subarray(translatedEnd + 1);
  try {
    const text = (compressed ? zlib.inflateSync(body, { maxOutputLength: 4 * 1024 * 1024 }) : body).toString(
      'utf8',
    );
    return { keyword: data.toString('latin1', 0, keywordEnd), text };
  } catch {
    return null;
  }
}

/** The PNG with `credential` baked in (any credential baked before is replaced), before IEND. */
export function bakePng(png: Buffer, credential: object): Buffer {
  const chunks = readChunks(png).filter(
    (c) => !(c.type === 'iTXt' && readItxt(c.data)?.keyword === BAKED_KEYWORD),
  );
  const end = chunks.length - 1;
  const baked = [...chunks.slice(0, end), itxt(BAKED_KEYWORD, JSON.stringify(credential)), chunks[end]];
  return Buffer.concat([PNG_SIGNATURE, ...baked.map(writeChunk)]);
}

/** The text baked into the PNG (the credential's JSON), or null when it carries none. */
export function extractBaked(png: Buffer): string | null {
  for (const chunk of readChunks(png)) {
    if (chunk.type !== 'iTXt') continue;
    const entry = readItxt(chunk.data);
    if (entry?.keyword === BAKED_KEYWORD) return entry.text;
  }
  return null;
}
