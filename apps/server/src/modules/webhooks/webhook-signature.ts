import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  formatWebhookSignature,
  parseWebhookSignature,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from '@adatlas/domain/webhooks';

/** `whsec_` and 256 random bits, base64url: the key both sides sign with. */
export function createWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `AdAtlas-Signature` header of `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return formatWebhookSignature(timestamp, hmacHex(secret, timestamp, body));
}

/**
 * The check docs/api/webhooks.md tells receivers to make: the raw body signed with the secret at
 * the header's timestamp, compared in constant time, and the timestamp within five minutes.
 */
export function verifyWebhookSignature(check: {
  header: string | undefined;
  body: string;
  secret: string;
  now: Date;
  toleranceSeconds?: number;
}): boolean {
  const parsed = check.header ? parseWebhookSignature(check.header) : null;
  if (!parsed) return false;
  const tolerance = check.toleranceSeconds ?? WEBHOOK_SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(check.now.getTime() / 1000 - parsed.timestamp) > tolerance) return false;
  const expected = Buffer.from(hmacHex(check.secret, parsed.timestamp, check.body), 'hex');
  return parsed.signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
