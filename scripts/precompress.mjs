// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a build, once, at the
// highest compression levels. The server sends these files as they are, so no request pays for
// compressing the same script again (npm run build calls this after Vite).
// Usage: node scripts/precompress.mjs <build folder>
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
// Below this size the encoding's header lines (about 50 bytes) outweigh the saving. A small page
// stylesheet or script of 300 to 1,000 bytes still loses a third to a half of its bytes.
const MIN_BYTES = 256;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(root) {
  let written = 0;
  for (const file of files(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
    // A copy that is not smaller is not worth sending: the server then falls back to the original.
    if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    written++;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2];
  if (!root || !fs.existsSync(root)) {
    console.error('Usage: node scripts/precompress.mjs <build folder>');
    process.exit(1);
  }
  console.log(`Precompressed ${precompress(path.resolve(root))} files in ${root} (brotli and gzip).`);
}
