import { describe, expect, it } from 'vitest';
import { hasFormChanged } from './hasFormChanged.ts';

const saved = {
  name: 'Ada',
  birthDate: '1985-12-10',
  address: { city: 'Milano', state: undefined },
  tags: ['a', 'b'],
};

describe('hasFormChanged', () => {
  it('sees no change when the values are the saved ones, even as new objects', () => {
    expect(hasFormChanged(saved, structuredClone(saved))).toBe(false);
  });

  it('reads a cleared field, a missing field and an empty group as the same blank', () => {
    expect(hasFormChanged({ name: undefined, address: {} }, { name: '', phone: null })).toBe(false);
    expect(hasFormChanged({ address: { city: undefined } }, { address: { city: '' } })).toBe(false);
  });

  it('sees an edited, cleared or newly filled field, however deep', () => {
    expect(hasFormChanged(saved, { ...saved, name: 'Adah' })).toBe(true);
    expect(hasFormChanged(saved, { ...saved, birthDate: undefined })).toBe(true);
    expect(hasFormChanged(saved, { ...saved, address: { city: 'Milano', state: 'MI' } })).toBe(true);
    expect(hasFormChanged(saved, { ...saved, tags: ['a'] })).toBe(true);
    expect(hasFormChanged({ enabled: false }, { enabled: true })).toBe(true);
  });

  it('keeps false and 0 apart from blank', () => {
    expect(hasFormChanged({ enabled: undefined }, { enabled: false })).toBe(true);
    expect(hasFormChanged({ count: undefined }, { count: 0 })).toBe(true);
  });
});
