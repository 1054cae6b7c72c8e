/**
 * JavaScript each route needs before it runs, gzipped KiB: the entry, the route's page chunk and
 * everything they import statically (what `staticGraph` counts; chunks loaded with `import()`
 * come later). Set 3 KiB above the build of 2026-11-29 (#32: antd's run-time style drawing left
 * out of the build, 27–69 KiB off every route, after the entry's code was grouped into a few
 * chunks and the quick search loaded on its own on 2026-11-28), so a
 * page that starts pulling in a chart, an editor or another page's feature fails here. Lower a
 * budget when a page gets lighter.
 */
export const ROUTE_BUDGETS_KIB: Record<string, number> = {
  AdminPage: 498,
  AuthorizePage: 324,
  BrandAdvertisersPage: 424,
  CompaniesPage: 472,
  CompanyDetailPage: 476,
  CompleteBillingInfoPage: 398,
  ConfirmPlanPage: 342,
  ConfirmationEmailSentPage: 327,
  ContactDetailPage: 359,
  ContactsPage: 488,
  ForbiddenPage: 285,
  ForgotPasswordPage: 304,
  HomePage: 300,
  ImpersonatePage: 288,
  LoginPage: 362,
  LogoutPage: 278,
  NoRoutesPage: 275,
  PastDuePage: 287,
  PaymentFailedPage: 285,
  PaymentSuccessfulPage: 289,
  PitchPage: 476,
  PitchScoresPage: 447,
  ProfilePage: 469,
  RegisterPage: 367,
  ResetPasswordPage: 314,
  RouteErrorPage: 287,
  SearchPage: 328,
  SsoCallbackPage: 290,
  TagsPage: 367,
  WorkRelationsPage: 416,
};
