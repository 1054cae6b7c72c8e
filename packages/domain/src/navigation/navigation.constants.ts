import type { FeatureFlag } from '../flags/flags.constants.ts';
import type { ScopeName } from '../scopes/scopes.constants.ts';

/** One entry of the horizontal menu: where it goes and the scopes of which the user needs one. */
export interface MenuItem {
  key: MenuKey;
  path: string;
  scopes: readonly ScopeName[];
  /** A feature a country can switch off: the entry hides where the session's flag is off. */
  flag?: FeatureFlag;
}

export const MENU_KEYS = [
  'HOME',
  'COMPANIES',
  'CONTACTS',
  'PITCH',
  'WORK_RELATIONS',
  'PITCH_SCORES',
  'BRAND_ADVERTISERS',
  'TAGS',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** The menu routes of spec access §2, in display order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'HOME', path: '/', scopes: [] },
  { key: 'COMPANIES', path: '/companies', scopes: ['company'] },
  { key: 'CONTACTS', path: '/contacts', scopes: ['contact'] },
  { key: 'PITCH', path: '/pitch', scopes: ['pitch'] },
  { key: 'WORK_RELATIONS', path: '/workRelation', scopes: ['pitch'] },
  { key: 'PITCH_SCORES', path: '/pitch-scores', scopes: ['pitchScores'], flag: 'pitchScores' },
  { key: 'BRAND_ADVERTISERS', path: '/brandAdvertisers', scopes: ['brandAdvertisers'] },
  { key: 'TAGS', path: '/tag', scopes: ['favourites', 'ecommerce'] },
];

/** Routes that only make sense signed out: a signed-in visitor is sent on. */
export const GUEST_ONLY_PATHS: readonly string[] = ['/login', '/register'];

/**
 * The login and registration area (spec access §1): the guest-only pages and the ones a visitor
 * reaches from them or from an account e-mail, so following "forgot password" keeps the language.
 */
export const AUTH_AREA_PATHS: readonly string[] = [
  ...GUEST_ONLY_PATHS,
  '/confirmationEmailSent',
  '/forgotPassword',
  '/resetPassword',
  '/authorize',
];

/** The page a "see as this user" tab opens on, with the read-only session in its fragment. */
export const IMPERSONATION_PATH = '/impersonate';

/** Query parameter holding where to go after login. */
export const REDIRECT_URI_PARAM = 'redirectUri';
