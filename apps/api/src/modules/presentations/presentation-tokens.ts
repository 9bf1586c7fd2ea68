import { createHash, randomBytes } from 'node:crypto';

/**
 * A link's or a viewer's secret: 128 random bits (DESIGN §13), base64url. Only its SHA-256 is kept: the
 * secret is as long as a key, so no slow hash is needed to stop guessing, and a copy of the database
 * opens no link.
 */
export const newToken = () => randomBytes(16).toString('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
