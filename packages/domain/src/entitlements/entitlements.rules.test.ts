import { describe, expect, it } from 'vitest';
import { isCreditMetered, mayReadKind, mayRevealContact, revealContact } from './entitlements.rules.ts';

const trial = { scopes: ['company', 'contact', 'companyQuota', 'contactQuota'], isAdmin: false };
const contract = { scopes: ['company', 'contact', 'pitch'], isAdmin: false };
const companyOnly = { scopes: ['company', 'favourites'], isAdmin: false };
const admin = { scopes: [], isAdmin: true };

describe('mayReadKind', () => {
  it('follows the kind scope, admins read every kind', () => {
    expect(mayReadKind(companyOnly, 'company')).toBe(true);
    expect(mayReadKind(companyOnly, 'contact')).toBe(false);
    expect(mayReadKind(companyOnly, 'pitch')).toBe(false);
    expect(mayReadKind(companyOnly, 'pitchScore')).toBe(false);
    expect(mayReadKind(companyOnly, 'workRelation')).toBe(false);
    expect(mayReadKind(contract, 'workRelation')).toBe(true);
    expect(mayReadKind({ scopes: ['pitchScores'], isAdmin: false }, 'pitchScore')).toBe(true);
    expect(mayReadKind(admin, 'pitchScore')).toBe(true);
  });
});

describe('the reveal rule', () => {
  it('meters contacts only for quota holders, never admins', () => {
    expect(isCreditMetered(trial, 'contact')).toBe(true);
    expect(isCreditMetered(contract, 'contact')).toBe(false);
    expect(isCreditMetered({ ...trial, isAdmin: true }, 'contact')).toBe(false);
  });

  it('reveals to a metered caller only what they opened this period', () => {
    expect(mayRevealContact(trial, false)).toBe(false);
    expect(mayRevealContact(trial, true)).toBe(true);
    expect(mayRevealContact(contract, false)).toBe(true);
    expect(mayRevealContact(admin, false)).toBe(true);
  });

  it('empties every private field it carries and says which exist', () => {
    const row = { id: 1, name: 'Ada', email: 'ada@x.it', tel: '', phone: '+39 1', linkedin: null };
    expect(revealContact(row, false)).toEqual({
      id: 1,
      name: 'Ada',
      email: null,
      tel: null,
      phone: null,
      linkedin: null,
      revealed: false,
      emailExists: true,
      phoneExists: true,
      linkedinExists: false,
    });
    expect(revealContact(row, true)).toMatchObject({ email: 'ada@x.it', phone: '+39 1', revealed: true });
  });

  it('leaves a row without private fields as it is, bar the flags', () => {
    expect(revealContact({ id: 2, name: 'Bo' }, false)).toEqual({
      id: 2,
      name: 'Bo',
      revealed: false,
      emailExists: false,
      phoneExists: false,
      linkedinExists: false,
    });
  });
});
