import { describe, expect, it } from 'vitest';
import { tenantFlag } from './tenantFlag.ts';

describe('tenantFlag', () => {
  it('builds the regional-indicator pair of the country code', () => {
    expect(tenantFlag('it')).toBe('🇮🇹');
    expect(tenantFlag('gb')).toBe('🇬🇧');
  });

  it('gives nothing for a code that is not two letters', () => {
    expect(tenantFlag('ita')).toBe('');
  });
});
