import type { FeatureFlag } from '@adatlas/domain/flags';
import { IMPERSONATION_PATH, MENU_ITEMS, type MenuKey } from '@adatlas/domain/navigation';
import { AdminPage } from '../features/admin/index.ts';
import {
  AuthorizePage,
  ConfirmationEmailSentPage,
  ForgotPasswordPage,
  LoginPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
} from '../features/auth/index.ts';
import { BrandAdvertisersPage } from '../features/brand-advertisers/index.ts';
import { CompaniesPage, CompanyDetailPage } from '../features/companies/index.ts';
import { ContactDetailPage, ContactsPage } from '../features/contacts/index.ts';
import { ForbiddenPage } from '../features/errors/index.ts';
import { HomePage } from '../features/home/index.ts';
import { ImpersonatePage } from '../features/impersonation/index.ts';
import { PitchPage } from '../features/pitch/index.ts';
import { PitchScoresPage } from '../features/pitch-scores/index.ts';
import { ProfilePage } from '../features/profile/index.ts';
import {
  CompleteBillingInfoPage,
  ConfirmPlanPage,
  PastDuePage,
  PaymentFailedPage,
  PaymentSuccessfulPage,
} from '../features/registration-flow/index.ts';
import { SearchPage } from '../features/search/index.ts';
import { SsoCallbackPage } from '../features/sso/index.ts';
import { TagsPage } from '../features/tags/index.ts';
import { WorkRelationsPage } from '../features/work-relations/index.ts';
import type { LazyPage } from '../shared/utils/lazyPage.ts';
import type { PageSkeletonKind } from './shell/PageSkeleton.tsx';

/**
 * Spec §2 route types: public (anyone), private (a session, and one of `scopes` when given) and
 * forbidden (the page shown for missing rights, open to anyone).
 */
export type RouteAccess = 'public' | 'private' | 'forbidden';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  scopes?: readonly string[];
  /** A feature the country can switch off: with the session's flag off the route is /forbidden. */
  flag?: FeatureFlag;
  /** The back office: ADMIN and SUPER-ADMIN only, others get /forbidden. */
  adminOnly?: boolean;
  /** Login and register: a signed-in visitor is sent on. */
  guestOnly?: boolean;
  titleKey: string;
  noindex?: boolean;
  /** The outline shown while the page's code loads (a plain card when left out). */
  skeleton?: PageSkeletonKind;
  Page: LazyPage;
}

const menuScopes = (key: MenuKey): readonly string[] =>
  MENU_ITEMS.find((item) => item.key === key)?.scopes ?? [];

const auth = { access: 'public', noindex: true } as const;

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', access: 'private', titleKey: 'PAGES.HOME.TITLE', skeleton: 'home', Page: HomePage },
  {
    path: '/companies',
    access: 'private',
    scopes: menuScopes('COMPANIES'),
    titleKey: 'PAGES.COMPANIES.TITLE',
    skeleton: 'list',
    Page: CompaniesPage,
  },
  {
    path: '/companies/:id',
    access: 'private',
    scopes: menuScopes('COMPANIES'),
    titleKey: 'PAGES.COMPANIES.TITLE',
    skeleton: 'detail',
    Page: CompanyDetailPage,
  },
  {
    path: '/contacts',
    access: 'private',
    scopes: menuScopes('CONTACTS'),
    titleKey: 'PAGES.CONTACTS.TITLE',
    skeleton: 'list',
    Page: ContactsPage,
  },
  {
    path: '/contacts/:id',
    access: 'private',
    scopes: menuScopes('CONTACTS'),
    titleKey: 'PAGES.CONTACTS.TITLE',
    skeleton: 'detail',
    Page: ContactDetailPage,
  },
  {
    path: '/searchPage',
    access: 'private',
    scopes: [...menuScopes('COMPANIES'), ...menuScopes('CONTACTS')],
    titleKey: 'PAGES.SEARCH.TITLE',
    skeleton: 'list',
    Page: SearchPage,
  },
  {
    path: '/pitch',
    access: 'private',
    scopes: menuScopes('PITCH'),
    titleKey: 'PAGES.PITCH.TITLE',
    skeleton: 'list',
    Page: PitchPage,
  },
  {
    path: '/workRelation',
    access: 'private',
    scopes: menuScopes('WORK_RELATIONS'),
    titleKey: 'PAGES.WORK_RELATIONS.TITLE',
    skeleton: 'list',
    Page: WorkRelationsPage,
  },
  {
    path: '/pitch-scores',
    access: 'private',
    scopes: menuScopes('PITCH_SCORES'),
    flag: 'pitchScores',
    titleKey: 'PAGES.PITCH_SCORES.TITLE',
    skeleton: 'list',
    Page: PitchScoresPage,
  },
  {
    path: '/brandAdvertisers',
    access: 'private',
    scopes: menuScopes('BRAND_ADVERTISERS'),
    titleKey: 'PAGES.BRAND_ADVERTISERS.TITLE',
    skeleton: 'list',
    Page: BrandAdvertisersPage,
  },
  {
    path: '/tag',
    access: 'private',
    scopes: menuScopes('TAGS'),
    titleKey: 'PAGES.TAGS.TITLE',
    Page: TagsPage,
  },
  // Every signed-in user has the Security section; the page shows the others by their scopes.
  { path: '/profile', access: 'private', titleKey: 'PAGES.PROFILE.TITLE', Page: ProfilePage },
  { path: '/profile/:section', access: 'private', titleKey: 'PAGES.PROFILE.TITLE', Page: ProfilePage },
  { path: '/admin/*', access: 'private', adminOnly: true, titleKey: 'ADMIN.TITLE', Page: AdminPage },
  { path: '/confirmPlan', access: 'private', titleKey: 'PAGES.CONFIRM_PLAN.TITLE', Page: ConfirmPlanPage },
  {
    path: '/completeBillingInfo',
    access: 'private',
    titleKey: 'PAGES.COMPLETE_BILLING_INFO.TITLE',
    Page: CompleteBillingInfoPage,
  },
  {
    path: '/paymentSuccessful',
    access: 'private',
    titleKey: 'PAYMENT.SUCCESSFUL.TITLE',
    Page: PaymentSuccessfulPage,
  },
  { path: '/paymentFailed', access: 'private', titleKey: 'PAYMENT.FAILED.TITLE', Page: PaymentFailedPage },
  { path: '/past-due', access: 'private', titleKey: 'PAYMENT.PAST_DUE.TITLE', Page: PastDuePage },
  { path: '/login', ...auth, guestOnly: true, titleKey: 'PAGES.LOGIN.TITLE', Page: LoginPage },
  { path: '/register', ...auth, guestOnly: true, titleKey: 'PAGES.REGISTER.TITLE', Page: RegisterPage },
  {
    path: '/confirmationEmailSent',
    ...auth,
    titleKey: 'PAGES.CONFIRMATION_EMAIL_SENT.TITLE',
    Page: ConfirmationEmailSentPage,
  },
  { path: '/forgotPassword', ...auth, titleKey: 'PAGES.FORGOT_PASSWORD.TITLE', Page: ForgotPasswordPage },
  { path: '/resetPassword', ...auth, titleKey: 'PAGES.RESET_PASSWORD.TITLE', Page: ResetPasswordPage },
  { path: '/authorize', ...auth, titleKey: 'PAGES.AUTHORIZE.TITLE', Page: AuthorizePage },
  // The organisation's sign-in provider sends the browser back here (single sign-on).
  { path: '/sso/callback', ...auth, guestOnly: true, titleKey: 'SSO.CALLBACK_TITLE', Page: SsoCallbackPage },
  { path: '/logout/do', ...auth, titleKey: 'PAGES.LOGOUT.TITLE', Page: LogoutPage },
  // The new tab of "See as this user": it signs in there with the session its address carries.
  { path: IMPERSONATION_PATH, ...auth, titleKey: 'IMPERSONATION.TITLE', Page: ImpersonatePage },
  {
    path: '/forbidden',
    access: 'forbidden',
    noindex: true,
    titleKey: 'PAGES.FORBIDDEN.TITLE',
    Page: ForbiddenPage,
  },
];
