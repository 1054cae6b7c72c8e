export const SCOPES = [
  'company',
  'contact',
  'pitch',
  'favourites',
  'ecommerce',
  'pitchScores',
  'brandAdvertisers',
  'companyQuota',
  'contactQuota',
  'activemailer',
  'weeklyUpdateEmail',
  'emailAlerts',
  'comments',
  'p_contactsExport',
  'p_companyExport',
  'p_workingRelationsExport',
  'companyInvestment',
  'companyBrand',
  'companyPitch',
  'companyCrea',
] as const;
export type ScopeName = (typeof SCOPES)[number];

/** A scope as stored: `name` (every action) or `name:action`. */
export type Scope = ScopeName | `${ScopeName}:${string}`;

export const USER_GROUPS = ['CUSTOMER', 'ADMIN', 'SUPER-ADMIN'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const ADMIN_GROUPS: readonly UserGroup[] = ['ADMIN', 'SUPER-ADMIN'];

/** Every scope a full Pro customer holds. */
export const FULL_CUSTOMER_SCOPES: readonly ScopeName[] = SCOPES;

/** The scopes that make the Profile entry appear in the user menu. */
export const PROFILE_SCOPES: readonly ScopeName[] = [
  'ecommerce',
  'activemailer',
  'companyQuota',
  'contactQuota',
  'weeklyUpdateEmail',
];
