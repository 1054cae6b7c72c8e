import { describe, expect, it } from 'vitest';
import { statusAfter, supersedes } from './subscription-state.rules.ts';

const at = (iso: string) => new Date(iso);

describe('statusAfter', () => {
  it('starts a trial for a plan without a period and an active subscription for a paid one', () => {
    expect(statusAfter('checkout.completed', 'none', undefined)).toBe('trialing');
    expect(statusAfter('checkout.completed', 'month', undefined)).toBe('active');
  });

  it('moves on payment events and keeps the status on a plan change', () => {
    expect(statusAfter('invoice.paid', 'month', 'past_due')).toBe('active');
    expect(statusAfter('invoice.payment_failed', 'month', 'active')).toBe('past_due');
    expect(statusAfter('subscription.deleted', 'year', 'active')).toBe('canceled');
    expect(statusAfter('subscription.plan_changed', 'year', 'past_due')).toBe('past_due');
    expect(statusAfter('subscription.plan_changed', 'year', undefined)).toBe('active');
  });
});

describe('supersedes', () => {
  const row = {
    status: 'active' as const,
    lastEventAt: at('2026-05-01T10:00:00Z'),
    providerSubscriptionId: 'sub_1',
  };

  it('lets the newest event win whatever the arrival order', () => {
    const newer = {
      kind: 'invoice.payment_failed' as const,
      createdAt: at('2026-05-02T10:00:00Z'),
      subscriptionId: 'sub_1',
    };
    const older = {
      kind: 'invoice.payment_failed' as const,
      createdAt: at('2026-04-30T10:00:00Z'),
      subscriptionId: 'sub_1',
    };
    expect(supersedes(row, newer, 'past_due')).toBe(true);
    expect(supersedes(row, older, 'past_due')).toBe(false);
  });

  it('breaks a tie of event times towards the later state in a subscription life', () => {
    const tie = {
      kind: 'subscription.deleted' as const,
      createdAt: row.lastEventAt,
      subscriptionId: 'sub_1',
    };
    expect(supersedes(row, tie, 'canceled')).toBe(true);
    expect(supersedes({ ...row, status: 'canceled' }, { ...tie, kind: 'invoice.paid' }, 'active')).toBe(
      false,
    );
  });

  it('never lets an event of another subscription touch the row, except a new checkout', () => {
    const other = {
      kind: 'invoice.paid' as const,
      createdAt: at('2026-06-01T10:00:00Z'),
      subscriptionId: 'sub_2',
    };
    expect(supersedes(row, other, 'active')).toBe(false);
    expect(supersedes(row, { ...other, kind: 'checkout.completed' }, 'active')).toBe(true);
  });
});
