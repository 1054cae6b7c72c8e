import type { TenantId } from '../tenants/tenants.constants.ts';
import {
  FORM_PASSWORD_MIN_LENGTH,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  WEEKLY_UPDATE_SECTIONS,
  type WeeklyUpdateSection,
} from './auth.constants.ts';
import type { WeeklyUpdateEmailSettings } from './auth.schemas.ts';

interface LicenceEntry {
  tenant: TenantId;
  /** Expiry, unix seconds. */
  exp: number;
}
interface LicenceLike<Entry extends LicenceEntry> {
  tenants: readonly Entry[];
}

/** The registration server rule: at least 8 characters with at least one letter and one digit. */
export function isRegistrationPassword(password: string): boolean {
  return (
    password.length >= REGISTRATION_PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password)
  );
}

/** The longest password a form sends (the sign-in request's limit). */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A password as typed, whatever the rule of its form ('Insert a valid password', spec access §5):
 * not only spaces, no control characters (a pasted line break or tab), at most PASSWORD_MAX_LENGTH.
 */
export function isWellFormedPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && password.trim().length > 0 && !/\p{Cc}/u.test(password);
}

/**
 * A companion-mailer username ('Insert a valid username', spec access §5): one word of at most 200
 * characters, no spaces or control characters.
 */
export const MAILER_USERNAME_PATTERN = /^[^\s\p{Cc}]{1,200}$/u;

export function isValidMailerUsername(username: string): boolean {
  return MAILER_USERNAME_PATTERN.test(username.trim());
}

/** The forms' reading: at least 6 characters. */
export function isFormPassword(password: string): boolean {
  return password.length >= FORM_PASSWORD_MIN_LENGTH;
}

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The licence entry of `tenant` when it has not expired at `now`, else null. */
export function activeLicenceTenant<Entry extends LicenceEntry>(
  licence: LicenceLike<Entry>,
  tenant: TenantId,
  now: Date,
): Entry | null {
  const entry = licence.tenants.find((candidate) => candidate.tenant === tenant);
  return entry !== undefined && entry.exp > toUnixSeconds(now) ? entry : null;
}

/** True when the licence has entries and every one of them is past (login answers LICENCE_EXPIRED). */
export function isLicenceExpiredEverywhere(licence: LicenceLike<LicenceEntry>, now: Date): boolean {
  const nowSeconds = toUnixSeconds(now);
  return licence.tenants.length > 0 && licence.tenants.every((entry) => entry.exp <= nowSeconds);
}

/** Tenants the user may pick in the tenant selector (spec access §2: an option without a live expiry is disabled). */
export function selectableTenants(licence: LicenceLike<LicenceEntry>, now: Date): TenantId[] {
  return licence.tenants.filter((entry) => entry.exp > toUnixSeconds(now)).map((entry) => entry.tenant);
}

/**
 * A user's stored weekly update settings with the defaults filled in: off until switched on, and
 * every section on until switched off. The profile shows this, and the weekly mail follows it.
 */
export function weeklyUpdateSettings(stored: unknown): WeeklyUpdateEmailSettings {
  const weekly = (stored ?? {}) as Partial<WeeklyUpdateEmailSettings>;
  const sections = Object.fromEntries(
    WEEKLY_UPDATE_SECTIONS.map((section) => [section, weekly.sections?.[section] ?? true]),
  ) as WeeklyUpdateEmailSettings['sections'];
  return { enabled: weekly.enabled ?? false, sections };
}

/** The sections a user's weekly mail holds: none while the update is off. */
export function chosenWeeklySections(stored: unknown): WeeklyUpdateSection[] {
  const settings = weeklyUpdateSettings(stored);
  return settings.enabled ? WEEKLY_UPDATE_SECTIONS.filter((section) => settings.sections[section]) : [];
}
