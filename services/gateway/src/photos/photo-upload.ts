import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DomainError } from '@carewith/contracts';
import { exifTakenAt } from './exif-date';

export type UploadedPhoto = { buffer: Buffer; size: number; mimetype: string };
// A photo as games keeps it: JPEG, turned upright and at most MAX_SIDE a side, without its metadata
// (GPS and the like), with the file's date (EXIF) and its hash, by which the memory box knows a file
// it already holds.
export type ReadyPhoto = {
  jpegBase64: string;
  width: number;
  height: number;
  takenAt: string | null;
  contentHash: string;
};

const MAX_SIDE = 1200;
// Multer's own cap per file, the config's largest MAX_PHOTO_MB, so the size is refused with our message.
export const PHOTO_HARD_CAP_BYTES = 50 * 1024 * 1024;
export const NOT_A_PHOTO = 'Please choose a photo (JPEG, PNG, WebP or HEIC).';

const refuse = (field: string, message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') =>
  new DomainError(code, message, [{ field, message }]);

// Checks and converts one uploaded photo; `field` names it in a refusal ("photo", "photos.2").
export async function readyPhoto(file: UploadedPhoto | undefined, field: string, maxMb: number): Promise<ReadyPhoto> {
  if (!file) throw refuse(field, NOT_A_PHOTO);
  if (file.size > maxMb * 1024 * 1024)
    throw refuse(field, `Please choose a photo smaller than ${maxMb} MB.`, 'PAYLOAD_TOO_LARGE');
  try {
    const image = sharp(file.buffer, { limitInputPixels: 80_000_000 });
    const { exif } = await image.metadata();
    const output = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      jpegBase64: output.data.toString('base64'),
      width: output.info.width,
      height: output.info.height,
      takenAt: exifTakenAt(exif),
      contentHash: createHash('sha256').update(file.buffer).digest('hex'),
    };
  } catch {
    throw refuse(field, NOT_A_PHOTO);
  }
}
