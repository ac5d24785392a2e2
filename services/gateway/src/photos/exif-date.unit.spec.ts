import sharp from 'sharp';
import { exifTakenAt } from './exif-date';
import { readyPhoto } from './photo-upload';

const jpegWith = (exif: Record<string, Record<string, string>>, orientation?: number) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ exif, ...(orientation ? { orientation } : {}) })
    .toBuffer();
const exifOf = async (jpeg: Buffer) => (await sharp(jpeg).metadata()).exif;

describe('exifTakenAt', () => {
  it('given a phone photo with DateTimeOriginal, then it is the date the photo was taken', async () => {
    const jpeg = await jpegWith({
      IFD0: { DateTime: '2024:01:01 09:00:00' },
      IFD2: { DateTimeOriginal: '1987:06:14 15:20:00' },
    });
    expect(exifTakenAt(await exifOf(jpeg))).toBe('1987-06-14T15:20:00');
  });

  it('given only the file date in IFD0, then that date', async () => {
    expect(exifTakenAt(await exifOf(await jpegWith({ IFD0: { DateTime: '2001:02:03 04:05:06' } })))).toBe(
      '2001-02-03T04:05:06',
    );
  });

  it.each([
    ['no EXIF block', undefined],
    ['a block that is not TIFF', Buffer.from('Exif\0\0not a tiff header at all')],
    ['a truncated block', Buffer.from('Exif\0\0II*\0\x08\0\0\0\x05\0', 'latin1')],
  ])('given %s, then no date', (_name, exif) => {
    expect(exifTakenAt(exif)).toBeNull();
  });

  it('given a clock never set ("0000:00:00 00:00:00"), then no date', async () => {
    expect(exifTakenAt(await exifOf(await jpegWith({ IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' } })))).toBeNull();
  });
});

describe('readyPhoto', () => {
  it('given a photo taken on its side, then it is stored upright, without its metadata, with its date and hash', async () => {
    const file = await jpegWith({ IFD2: { DateTimeOriginal: '1975:08:01 12:00:00' } }, 6);
    const ready = await readyPhoto({ buffer: file, size: file.length, mimetype: 'image/jpeg' }, 'photos.0', 15);
    expect(ready).toMatchObject({ width: 20, height: 40, takenAt: '1975-08-01T12:00:00' });
    expect(ready.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await sharp(Buffer.from(ready.jpegBase64, 'base64')).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('given bytes that are not a photo, then the field says so', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    await expect(
      readyPhoto({ buffer: bytes, size: bytes.length, mimetype: 'image/jpeg' }, 'photos.3', 15),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'photos.3', message: 'Please choose a photo (JPEG, PNG, WebP or HEIC).' }],
    });
  });
});
