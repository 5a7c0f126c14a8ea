// fontverter ships no type declarations: the one function the font tests use.
declare module 'fontverter' {
  /** The font in another format: sfnt (TrueType or OpenType), woff or woff2. */
  export function convert(
    font: Buffer,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
    fromFormat?: string,
  ): Promise<Buffer>;
}
