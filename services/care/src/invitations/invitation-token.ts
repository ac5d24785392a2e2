import { createHash, randomBytes } from 'node:crypto';

// 256 random bits, URL-safe; only the SHA-256 of it is stored.
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
