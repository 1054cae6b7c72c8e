import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'AdAtlas';
const PERIOD_SECONDS = 30;
/** One step either side absorbs clock drift between the phone and the server. */
const WINDOW = 1;

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended size) and its otpauth:// URI for the authenticator. */
export function createTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label).toString() };
}

/**
 * The time step a correct code belongs to, or null. A code whose step is not after `lastUsedStep`
 * is refused, so an observed code cannot be replayed within its window.
 */
export function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, 'verify').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The current code, for tests and the setup screen's self-check. */
export function generateTotp(secret: string, now: Date): string {
  return totp(secret, 'generate').generate({ timestamp: now.getTime() });
}

export const RECOVERY_CODE_COUNT = 10;

/** Ten single-use codes like `k3f9-2xq7-ma8d`: 60 random bits each, so a fast hash suffices at rest. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')
      .slice(0, 12);
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}
