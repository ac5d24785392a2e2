import { createHash, randomBytes } from 'node:crypto';

// 256 random bits, URL-safe; the database keeps only the SHA-256.
export const newPlayToken = () => randomBytes(32).toString('base64url');
export const hashPlayToken = (token: string) => createHash('sha256').update(token).digest('hex');
