import { describe, expect, it } from 'vitest';
import { confirmationEmailOf } from './confirmationEmailOf.ts';

describe('confirmationEmailOf', () => {
  it('reads the address the registration form handed on, and nothing else', () => {
    expect(confirmationEmailOf({ email: 'ada@example.test' })).toBe('ada@example.test');
    for (const state of [null, undefined, 'ada@example.test', {}, { email: '' }, { email: 42 }])
      expect(confirmationEmailOf(state)).toBeUndefined();
  });
});
