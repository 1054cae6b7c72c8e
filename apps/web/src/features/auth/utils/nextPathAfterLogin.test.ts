import { describe, expect, it } from 'vitest';
import { nextPathAfterLogin } from './nextPathAfterLogin.ts';

describe('nextPathAfterLogin', () => {
  it('sends a registration-flow user without billing info to complete it, whatever the redirect', () => {
    expect(nextPathAfterLogin({ tags: ['registration_flow'], billingInfo: null }, '/pitch')).toBe(
      '/completeBillingInfo',
    );
  });

  it('sends a registration-flow user with billing info to confirm the plan', () => {
    expect(nextPathAfterLogin({ tags: ['registration_flow'], billingInfo: { firstName: 'A' } }, null)).toBe(
      '/confirmPlan',
    );
  });

  it('honours a same-site redirectUri for the others and ignores a foreign one', () => {
    expect(nextPathAfterLogin({ tags: [], billingInfo: null }, '/pitch?x=1')).toBe('/pitch?x=1');
    expect(nextPathAfterLogin({ tags: [], billingInfo: null }, 'https://evil.test')).toBe('/');
  });
});
