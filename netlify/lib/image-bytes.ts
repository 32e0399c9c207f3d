// What an uploaded file really is, read from its bytes (docs/API.md, 'POST
// /api/admin/media'): JPEG, PNG, WebP or AVIF and its pixel size, from the
// format's own header. Neither the file's name nor its declared type counts,
// so an SVG or an HTML page called photo.png is refused. Pure parsing: no
// native module in the function's bundle.
import type { MediaType } from '../../src/shared/media-path.ts';

export interface ImageFacts {
  type: MediaType;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** The image's format and size, or null for anything that is not one of the four formats. */
export function readImageFacts(bytes: Buffer): ImageFacts | null {
  const facts = jpeg(bytes) ?? png(bytes) ?? webp(bytes) ?? avif(bytes);
  return facts && facts.width > 0 && facts.height > 0 ? facts : null;
}

function jpeg(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: restart markers, TEM, SOI.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC): the frame header carries the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      return { type: 'jpg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (marker === 0xda) return null; // scan data before any frame header
    at += 2 + length;
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function webp(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { type: 'webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width - 1 and height - 1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { type: 'webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

interface Box {
  type: string;
  start: number;
  /** Where the box's content begins (after its header). */
  body: number;
  end: number;
}

/** The ISO-BMFF boxes between `start` and `end`. */
function boxes(bytes: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({ type: ascii(bytes, at + 4, 4), start: at, body: at + header, end: at + size });
    at += size;
  }
  return found;
}

function avif(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const top = boxes(bytes, 0, bytes.length);
  const ftyp = top[0];
  if (ftyp?.type !== 'ftyp') return null;
  const brands = [ascii(bytes, ftyp.body, 4)];
  for (let at = ftyp.body + 8; at + 4 <= ftyp.end; at += 4) brands.push(ascii(bytes, at, 4));
  if (!brands.includes('avif') && !brands.includes('avis')) return null;
  // meta (a full box: 4 bytes of version and flags) > iprp > ipco > ispe (full box, then width and height).
  const meta = top.find((box) => box.type === 'meta');
  const iprp = meta && boxes(bytes, meta.body + 4, meta.end).find((box) => box.type === 'iprp');
  const ipco = iprp && boxes(bytes, iprp.body, iprp.end).find((box) => box.type === 'ipco');
  const ispe = ipco && boxes(bytes, ipco.body, ipco.end).find((box) => box.type === 'ispe');
  if (!ispe || ispe.body + 12 > ispe.end) return null;
  return { type: 'avif', width: bytes.readUInt32BE(ispe.body + 4), height: bytes.readUInt32BE(ispe.body + 8) };
}
