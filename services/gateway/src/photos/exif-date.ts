// When a photo was taken, from its EXIF block alone (a memory box photo keeps its date):
// DateTimeOriginal in the Exif sub-IFD, else DateTime in IFD0. The block is what sharp's metadata()
// gives as `exif`: "Exif\0\0" (optional) then a TIFF header, little- ("II") or big-endian ("MM"). The
// date is the camera's local time, "YYYY:MM:DD HH:MM:SS", returned as "YYYY-MM-DDTHH:MM:SS".

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const DATE_TIME = 0x0132;
const ASCII = 2;
const LONG = 4;
const MAX_ENTRIES = 512;

type Reader = { u16(at: number): number; u32(at: number): number; length: number; bytes: Uint8Array };

function readerOf(tiff: Uint8Array): Reader | null {
  if (tiff.length < 8) return null;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  const big = tiff[0] === 0x4d && tiff[1] === 0x4d;
  if (!little && !big) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const r: Reader = {
    u16: (at) => view.getUint16(at, little),
    u32: (at) => view.getUint32(at, little),
    length: tiff.length,
    bytes: tiff,
  };
  return r.u16(2) === 42 ? r : null;
}

// The entry with `tag` in the IFD at `offset`: its type, count and value (or value offset) field.
function entryOf(r: Reader, offset: number, tag: number): { type: number; count: number; at: number } | null {
  if (offset + 2 > r.length) return null;
  const entries = Math.min(r.u16(offset), MAX_ENTRIES);
  for (let i = 0; i < entries; i++) {
    const at = offset + 2 + i * 12;
    if (at + 12 > r.length) return null;
    if (r.u16(at) === tag) return { type: r.u16(at + 2), count: r.u32(at + 4), at: at + 8 };
  }
  return null;
}

function dateIn(r: Reader, offset: number, tag: number): string | null {
  const entry = entryOf(r, offset, tag);
  // "YYYY:MM:DD HH:MM:SS\0" is 20 bytes: stored at an offset, never inline.
  if (!entry || entry.type !== ASCII || entry.count < 19) return null;
  const start = r.u32(entry.at);
  if (start + 19 > r.length) return null;
  const text = String.fromCharCode(...r.bytes.subarray(start, start + 19));
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  // Cameras write "0000:00:00 00:00:00" when the clock was never set; a date that does not exist is no date.
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (y < 1800 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return `${text.slice(0, 4)}-${text.slice(5, 7)}-${text.slice(8, 10)}T${text.slice(11)}`;
}

// The date the photo was taken, or null when the block has none (or is not EXIF).
export function exifTakenAt(exif: Uint8Array | undefined): string | null {
  if (!exif) return null;
  const body = exif.length >= 6 && String.fromCharCode(...exif.subarray(0, 4)) === 'Exif' ? exif.subarray(6) : exif;
  const r = readerOf(body);
  if (!r) return null;
  const ifd0 = r.u32(4);
  const pointer = entryOf(r, ifd0, EXIF_IFD_POINTER);
  const original = pointer && pointer.type === LONG ? dateIn(r, r.u32(pointer.at), DATE_TIME_ORIGINAL) : null;
  return original ?? dateIn(r, ifd0, DATE_TIME);
}
