import { describe, expect, it } from 'vitest';
import {
  formatWebhookSignature,
  isWebhookEndpointDead,
  nextWebhookAttempt,
  parseWebhookSignature,
  webhookRetryDelaySeconds,
} from './webhooks.rules.ts';

describe('webhookRetryDelaySeconds', () => {
  it('doubles from the base and stops at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => webhookRetryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240]);
    expect(webhookRetryDelaySeconds(12, 30)).toBe(3_600);
  });
});

describe('nextWebhookAttempt', () => {
  const createdAt = new Date('2026-05-01T10:00:00Z');
  it('schedules the next try within 24 hours of the creation, none past it', () => {
    expect(nextWebhookAttempt({ createdAt, attempts: 2 }, createdAt, 30)).toEqual(
      new Date('2026-05-01T10:01:00Z'),
    );
    const late = new Date('2026-05-02T09:30:00Z');
    expect(nextWebhookAttempt({ createdAt, attempts: 20 }, late, 30)).toBeNull();
    expect(nextWebhookAttempt({ createdAt, attempts: 20 }, new Date('2026-05-02T08:59:00Z'), 30)).toEqual(
      new Date('2026-05-02T09:59:00Z'),
    );
  });
});

describe('isWebhookEndpointDead', () => {
  const now = new Date('2026-05-04T10:00:00Z');
  it('after three days of failures', () => {
    expect(isWebhookEndpointDead(null, now)).toBe(false);
    expect(isWebhookEndpointDead(new Date('2026-05-01T10:00:01Z'), now)).toBe(false);
    expect(isWebhookEndpointDead(new Date('2026-05-01T10:00:00Z'), now)).toBe(true);
  });
});

describe('webhook signature header', () => {
  const hex = 'a'.repeat(64);
  it('round-trips and keeps every v1 signature', () => {
    expect(parseWebhookSignature(formatWebhookSignature(1_700_000_000, hex))).toEqual({
      timestamp: 1_700_000_000,
      signatures: [hex],
    });
    expect(parseWebhookSignature(`t=1,v1=${hex}, v1=${'b'.repeat(64)}`)?.signatures).toHaveLength(2);
  });
  it('refuses a header without a timestamp or a well-formed signature', () => {
    expect(parseWebhookSignature(`v1=${hex}`)).toBeNull();
    expect(parseWebhookSignature('t=1,v1=xyz')).toBeNull();
    expect(parseWebhookSignature('')).toBeNull();
  });
});
