import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@adatlas/domain/api-keys';

/** `ada_live_` and 256 random bits, base64url. */
export function createApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The stored form of a key, as sessions store tokens: SHA-256 suffices for 256 random bits. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
