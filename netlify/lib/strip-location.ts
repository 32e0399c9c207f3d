// Removes where a photo was taken before it is stored (docs/API.md, 'POST
// /api/admin/media'): the EXIF GPS directory is emptied in place (its entries
// and values zeroed, the pointer left at an empty directory), so every offset
// in the file stays valid and the rest of the EXIF (orientation) still works.
// JPEG XMP packets naming a GPS position are dropped. A file without location
// data comes back as the very same bytes.
import { crc32 } from 'node:zlib';
import type { MediaType } from '../../src/shared/media-path.ts';

const GPS_POINTER_TAG = 0x8825;
/** Bytes per value of each TIFF field type (1 BYTE ... 12 DOUBLE). */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const XMP_HEADER = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');

export function stripLocation(bytes: Buffer, type: MediaType): Buffer {
  const copy = Buffer.from(bytes);
  const changed = { jpg: jpeg, png, webp, avif }[type](copy);
  return changed ?? bytes;
}

/** Empties the GPS directory of the TIFF structure at `tiff`; true when there was one. */
function emptyGpsDirectory(bytes: Buffer, tiff: number, end: number): boolean {
  if (tiff + 8 > end) return false;
  const order = bytes.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return false;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  if (u16(tiff + 2) !== 42) return false;
  const ifd0 = tiff + u32(tiff + 4);
  if (ifd0 + 2 > end) return false;
  let gps = -1;
  for (let i = 0, count = u16(ifd0); i < count; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (entry + 12 > end) return false;
    if (u16(entry) === GPS_POINTER_TAG) gps = tiff + u32(entry + 8);
  }
  if (gps < 0 || gps + 2 > end) return false;
  const count = u16(gps);
  if (gps + 2 + count * 12 > end) return false;
  for (let i = 0; i < count; i++) {
    const entry = gps + 2 + i * 12;
    const size = (TYPE_SIZES[u16(entry + 2)] ?? 1) * u32(entry + 4);
    if (size > 4) {
      const value = tiff + u32(entry + 8);
      if (value >= tiff && value + size <= end) bytes.fill(0, value, value + size);
    }
  }
  // Zero entries make an empty directory whose next-directory pointer is 0.
  bytes.fill(0, gps, gps + 2 + count * 12);
  return true;
}

function jpeg(bytes: Buffer): Buffer | null {
  let changed = false;
  const dropped: Array<[number, number]> = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break; // image data from here
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (marker === 0xe1) {
      const body = at + 4;
      if (bytes.subarray(body, body + 6).equals(EXIF_HEADER)) {
        changed = emptyGpsDirectory(bytes, body + 6, Math.min(end, bytes.length)) || changed;
      } else if (bytes.subarray(body, body + XMP_HEADER.length).equals(XMP_HEADER) && bytes.subarray(body, end).includes('GPS')) {
        dropped.push([at, end]);
      }
    }
    at = end;
  }
  if (dropped.length === 0) return changed ? bytes : null;
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end] of dropped) {
    parts.push(bytes.subarray(from, start));
    from = end;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

function png(bytes: Buffer): Buffer | null {
  let changed = false;
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = at + 8;
    if (data + length + 4 > bytes.length) break;
    if (type === 'eXIf' && emptyGpsDirectory(bytes, data, data + length)) {
      bytes.writeUInt32BE(crc32(bytes.subarray(at + 4, data + length)), data + length);
      changed = true;
    }
    if (type === 'IDAT') break; // eXIf comes before the image data
    at = data + length + 4;
  }
  return changed ? bytes : null;
}

function webp(bytes: Buffer): Buffer | null {
  let changed = false;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32LE(at + 4);
    const data = at + 8;
    const end = Math.min(data + length, bytes.length);
    if (bytes.toString('latin1', at, at + 4) === 'EXIF') {
      const tiff = bytes.subarray(data, data + 6).equals(EXIF_HEADER) ? data + 6 : data;
      changed = emptyGpsDirectory(bytes, tiff, end) || changed;
    }
    at = data + length + (length % 2); // chunks are padded to an even size
  }
  return changed ? bytes : null;
}

/** AVIF keeps its EXIF as an item in the media data: found by its TIFF header (directory at offset 8). */
function avif(bytes: Buffer): Buffer | null {
  let changed = false;
  for (const header of [Buffer.from('II*\0\x08\0\0\0', 'latin1'), Buffer.from('MM\0*\0\0\0\x08', 'latin1')]) {
    for (let at = bytes.indexOf(header); at !== -1; at = bytes.indexOf(header, at + 1)) {
      changed = emptyGpsDirectory(bytes, at, bytes.length) || changed;
    }
  }
  return changed ? bytes : null;
}
