import type { ScopeName } from '../scopes/scopes.constants.ts';

/** Registration server rule (spec access §5): at least 8 characters, one letter and one digit. */
export const REGISTRATION_PASSWORD_MIN_LENGTH = 8;
/** The form reading of the same rule (spec access §5, §9). */
export const FORM_PASSWORD_MIN_LENGTH = 6;

export const TRIAL_DAYS = 30;
export const TRIAL_SCOPES: readonly ScopeName[] = [
  'company',
  'contact',
  'pitch',
  'ecommerce',
  'companyQuota',
  'contactQuota',
  'weeklyUpdateEmail',
  'emailAlerts',
];

export const REGISTRATION_FLOW_TAG = 'registration_flow';
export const CONFIRMED_TRIAL_TAG = 'regFlow_confirmed_trial';

export const USER_CONTEXTS = ['CUSTOMER', 'admin'] as const;
export type UserContext = (typeof USER_CONTEXTS)[number];

export const PLUGIN_PERIODS = [0, 1, 12] as const;

export const WEEKLY_UPDATE_SECTIONS = [
  'pitches',
  'creas',
  'appointments',
  'companies',
  'investmentRounds',
  'acquisitions',
] as const;
export type WeeklyUpdateSection = (typeof WEEKLY_UPDATE_SECTIONS)[number];

/**
 * Licence plugin names (spec access §3): per-tenant export allowances, the public API (its
 * request limits in `requestLimit` per month and `requestsPerMinute`) and the CRM push (#34).
 */
export const LICENCE_PLUGINS = {
  exportCompanies: 'ExportCompaniesV2',
  exportContacts: 'ExportContacts',
  mailerExport: 'MailerExport',
  exportWorkRelations: 'ExportWorkRelations',
  api: 'Api',
  crm: 'Crm',
} as const;

/**
 * What the server answers a read-only session ("see as this user") for a write, and for a write
 * that carries a file (spec access §9's message); the app tells the two apart by these words.
 */
export const READ_ONLY_REFUSAL = 'This session can only read';
export const READ_ONLY_UPLOAD_REFUSAL = 'You cannot upload a file in this mode';
