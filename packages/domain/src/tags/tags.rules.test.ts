import { describe, expect, it } from 'vitest';
import { isSameTagName, normaliseTagColor } from './tags.rules.ts';

describe('normaliseTagColor', () => {
  it('uppercases and drops the leading #', () => {
    expect(normaliseTagColor('#a1b2c3')).toBe('A1B2C3');
    expect(normaliseTagColor(' ff0000 ')).toBe('FF0000');
  });
  it('rejects anything but six hex digits', () => {
    expect(['red', '#fff', 'GG0000', '#1234567', ''].map(normaliseTagColor)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('isSameTagName', () => {
  it('ignores case and surrounding spaces', () => {
    expect(isSameTagName('Prospects', ' prospects')).toBe(true);
    expect(isSameTagName('Prospects', 'Prospect')).toBe(false);
  });
});
