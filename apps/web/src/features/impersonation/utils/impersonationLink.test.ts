import { IMPERSONATION_PATH } from '@adatlas/domain/navigation';
import { describe, expect, it } from 'vitest';
import { impersonationUrl, parseImpersonationFragment } from './impersonationLink.ts';

const LINK = { token: 'a+b/c=d&e', tenant: 'france', expiresAt: '2026-06-01T10:30:00.000Z' } as const;

describe('impersonationUrl', () => {
  it('carries the session in the fragment only, which the browser never sends to a server', () => {
    const url = new URL(impersonationUrl(LINK), 'https://app.example');
    expect(url.pathname).toBe(IMPERSONATION_PATH);
    expect(url.search).toBe('');
    expect(url.hash).toContain('token=');
  });

  it('reads back what it wrote, whatever the token holds', () => {
    const { hash } = new URL(impersonationUrl(LINK), 'https://app.example');
    expect(parseImpersonationFragment(hash)).toEqual(LINK);
  });
});

describe('parseImpersonationFragment', () => {
  it.each([
    ['no fragment', ''],
    ['no token', '#tenant=italy&expiresAt=2026-06-01T10:30:00Z'],
    ['an unknown country', '#token=t&tenant=narnia&expiresAt=2026-06-01T10:30:00Z'],
    ['no end', '#token=t&tenant=italy'],
    ['an end that is no date', '#token=t&tenant=italy&expiresAt=soon'],
  ])('refuses a fragment with %s', (_case, hash) => {
    expect(parseImpersonationFragment(hash)).toBeNull();
  });
});
