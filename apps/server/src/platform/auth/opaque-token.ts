import { createHash, randomBytes } from 'node:crypto';

/** A bearer or one-time token: 256 random bits, base64url. Only its hash is stored. */
export function createOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

/** SHA-256 suffices: the token carries 256 bits of entropy, so there is nothing to brute-force. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
