import { describe, expect, it } from 'vitest';
import {
  activeLicenceTenant,
  chosenWeeklySections,
  isFormPassword,
  isLicenceExpiredEverywhere,
  isRegistrationPassword,
  isValidMailerUsername,
  isWellFormedPassword,
  PASSWORD_MAX_LENGTH,
  selectableTenants,
  weeklyUpdateSettings,
} from './auth.rules.ts';
import { RegisterRequestSchema, UpdateMeRequestSchema } from './auth.schemas.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('password rules', () => {
  it('needs 8 characters with a letter and a digit at registration', () => {
    expect(isRegistrationPassword('abcdefg1')).toBe(true);
    expect(isRegistrationPassword('àbcdefg1')).toBe(true);
    expect(isRegistrationPassword('abcdef1')).toBe(false);
    expect(isRegistrationPassword('abcdefgh')).toBe(false);
    expect(isRegistrationPassword('12345678')).toBe(false);
  });
  it('needs 6 characters in forms', () => {
    expect(isFormPassword('abcdef')).toBe(true);
    expect(isFormPassword('abcde')).toBe(false);
  });
});

describe('licence rules', () => {
  const licence = {
    tenants: [
      { tenant: 'italy' as const, exp: seconds('2026-04-01T00:00:00Z') },
      { tenant: 'france' as const, exp: seconds('2026-02-01T00:00:00Z') },
    ],
  };
  it('finds the unexpired entry of a tenant', () => {
    expect(activeLicenceTenant(licence, 'italy', NOW)?.tenant).toBe('italy');
    expect(activeLicenceTenant(licence, 'france', NOW)).toBeNull();
    expect(activeLicenceTenant(licence, 'spain', NOW)).toBeNull();
  });
  it('treats the expiry second itself as expired', () => {
    expect(
      activeLicenceTenant({ tenants: [{ tenant: 'italy', exp: NOW.getTime() / 1000 }] }, 'italy', NOW),
    ).toBeNull();
  });
  it('knows a licence expired everywhere', () => {
    expect(isLicenceExpiredEverywhere(licence, NOW)).toBe(false);
    expect(isLicenceExpiredEverywhere(licence, new Date('2026-05-01T00:00:00Z'))).toBe(true);
    expect(isLicenceExpiredEverywhere({ tenants: [] }, NOW)).toBe(false);
  });
  it('lists the selectable tenants', () => {
    expect(selectableTenants(licence, NOW)).toEqual(['italy']);
  });
});

describe('request schemas', () => {
  it('normalises the e-mail and requires both checkboxes', () => {
    const parsed = RegisterRequestSchema.parse({
      email: ' Ada@Example.COM ',
      password: 'secret123',
      privacyAccepted: true,
      termsAccepted: true,
    });
    expect(parsed.email).toBe('ada@example.com');
    expect(
      RegisterRequestSchema.safeParse({
        email: 'a@b.co',
        password: 'secret123',
        privacyAccepted: false,
        termsAccepted: true,
      }).success,
    ).toBe(false);
  });
  it('refuses unknown fields in a profile update', () => {
    expect(UpdateMeRequestSchema.safeParse({ group: 'ADMIN' }).success).toBe(false);
    expect(UpdateMeRequestSchema.safeParse({ name: 'Ada' }).success).toBe(true);
  });
});

describe('weekly update settings', () => {
  it('fills what was never saved: off, with every section on', () => {
    expect(weeklyUpdateSettings(null)).toEqual({
      enabled: false,
      sections: {
        pitches: true,
        creas: true,
        appointments: true,
        companies: true,
        investmentRounds: true,
        acquisitions: true,
      },
    });
    expect(chosenWeeklySections(null)).toEqual([]);
  });

  it('keeps what was saved and mails the sections left on, in their order', () => {
    const stored = { enabled: true, sections: { creas: false, companies: false } };
    expect(weeklyUpdateSettings(stored).sections.creas).toBe(false);
    expect(chosenWeeklySections(stored)).toEqual([
      'pitches',
      'appointments',
      'investmentRounds',
      'acquisitions',
    ]);
    expect(chosenWeeklySections({ ...stored, enabled: false })).toEqual([]);
  });
});

describe("the catalogue's 'Insert a valid password' and 'Insert a valid username'", () => {
  it('takes a password as typed unless blank, with a control character, or too long', () => {
    expect(isWellFormedPassword('Secret 12!')).toBe(true);
    expect(isWellFormedPassword('x'.repeat(PASSWORD_MAX_LENGTH))).toBe(true);
    for (const bad of ['', '   ', 'line\nbreak', 'tab\there', 'x'.repeat(PASSWORD_MAX_LENGTH + 1)]) {
      expect(isWellFormedPassword(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes a mailer username of one word', () => {
    expect(isValidMailerUsername('paola-mailer')).toBe(true);
    expect(isValidMailerUsername(' ada@example.test ')).toBe(true);
    for (const bad of ['', 'ada lovelace', 'ada\tl', 'x'.repeat(201)]) {
      expect(isValidMailerUsername(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(
      UpdateMeRequestSchema.safeParse({ mailerIntegration: { username: 'a b', password: 'p' } }).success,
    ).toBe(false);
  });
});
