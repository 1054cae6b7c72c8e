import type { AlertEvent } from '../alerts/alerts.constants.ts';
import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_RETRY_MAX_DELAY_SECONDS,
} from './webhooks.constants.ts';

/** Seconds before retry `attempt` + 1 of a failed delivery: base, doubling, capped at an hour. */
export function webhookRetryDelaySeconds(attempt: number, baseSeconds: number): number {
  const doubled = baseSeconds * 2 ** Math.max(0, attempt - 1);
  return Math.min(doubled, WEBHOOK_RETRY_MAX_DELAY_SECONDS);
}

/**
 * When a delivery that has just failed its `attempts`-th try is tried next, or null once that
 * would fall past the retry window counted from its creation: it has then failed for good.
 */
export function nextWebhookAttempt(
  delivery: { createdAt: Date; attempts: number },
  now: Date,
  baseSeconds: number,
): Date | null {
  const next = new Date(now.getTime() + webhookRetryDelaySeconds(delivery.attempts, baseSeconds) * 1000);
  const windowEnd = delivery.createdAt.getTime() + WEBHOOK_RETRY_HOURS * 3_600_000;
  return next.getTime() <= windowEnd ? next : null;
}

/** Whether an endpoint failing since `failingSince` has failed long enough to be disabled. */
export function isWebhookEndpointDead(failingSince: Date | null, now: Date): boolean {
  return (
    failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_DAYS * 86_400_000
  );
}

/** The signature header for a timestamp and the hex HMAC of `${t}.${body}`. */
export function formatWebhookSignature(timestamp: number, hmacHex: string): string {
  return `t=${timestamp},v1=${hmacHex}`;
}

/** The timestamp and every v1 signature of a header (several during a secret rotation); null if malformed. */
export function parseWebhookSignature(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? null : { timestamp, signatures };
}

/** The kind of record an event names. */
export const WEBHOOK_OBJECT_TYPES: Record<
  AlertEvent,
  'contact' | 'creativeWork' | 'investmentRound' | 'acquisition' | 'pitch' | 'brand'
> = {
  contact_change: 'contact',
  new_contact: 'contact',
  new_creativity: 'creativeWork',
  new_fundraiser: 'investmentRound',
  new_mergers_and_acquisitions: 'acquisition',
  new_pitch: 'pitch',
  work_relation_change: 'brand',
};
