import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('works out the headers Helmet sets for the options, policy included', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      strictTransportSecurity: true,
    });
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('leaves out what the options turn off', () => {
    const headers = securityHeaders({ contentSecurityPolicy: false, strictTransportSecurity: false });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
