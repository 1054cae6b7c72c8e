import { describe, expect, it } from 'vitest';
import { HR_PROFILES } from './profiles.constants.ts';
import { findHrFunctionFamily, isHrProfile } from './profiles.rules.ts';

describe('isHrProfile', () => {
  it('is true for each HR profile, alone or among others', () => {
    expect(HR_PROFILES).toEqual(['hr_database', 'external_contact']);
    expect(isHrProfile(['hr_database'])).toBe(true);
    expect(isHrProfile(['external_contact'])).toBe(true);
    expect(isHrProfile(['media_planner', 'external_contact'])).toBe(true);
  });

  it('is false without profiles, for other profiles and for near misses', () => {
    expect(isHrProfile([])).toBe(false);
    expect(isHrProfile(['media_planner'])).toBe(false);
    expect(isHrProfile(['HR_DATABASE', 'hr', 'hr_database '])).toBe(false);
  });
});

describe('findHrFunctionFamily', () => {
  it('finds the root coded `hr` whatever it is called in the country', () => {
    const roots = [
      { id: 3, key: 'Marketing', code: 'marketing' },
      { id: 7, key: 'Risorse umane', code: 'hr' },
      { id: 9, key: 'Extra', code: null },
    ];
    expect(findHrFunctionFamily(roots)).toBe(7);
  });

  it('is null for a tree without the HR family, or whose rows carry no code', () => {
    const uncoded = [
      { id: 1, key: 'Human resources' },
      { id: 2, key: 'Marketing', code: null },
    ];
    expect(findHrFunctionFamily([])).toBeNull();
    expect(findHrFunctionFamily(uncoded)).toBeNull();
  });
});
