/**
 * The raster image types the library takes, told by their first bytes (SECURITY.md, "Uploads"):
 * the client's type and the file's extension are never believed. The same five as `isRasterImage`.
 */
export type RasterType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/avif";

/** How many leading bytes `sniffImageType` needs to decide. */
export const sniffLength = 16;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));

/**
 * The type a file's first bytes (at least `sniffLength` of them, fewer for a short file) prove, or
 * null: PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, GIF87a/GIF89a, WebP `RIFF….WEBP`, AVIF
 * `….ftypavif`/`ftypavis`. SVG, HTML, PDF and everything else (text renamed `.png`) are null.
 */
export function sniffImageType(bytes: Uint8Array): RasterType | null {
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "image/gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  if (ascii(bytes, 4, "ftypavif") || ascii(bytes, 4, "ftypavis")) return "image/avif";
  return null;
}
