/**
 * JavaScript each route needs before it runs, gzipped KiB: the entry, the route's page chunk and
 * everything they import statically (what `staticGraph` counts; chunks loaded with `import()`
 * come later). Set 3 KiB above the later build of 2026-11-29 (#32): the declarative router
 * instead of the data router (16 KiB off every route), antd's colour picker and Collapse off the
 * pages without them (4 more) and the app's own translator instead of i18next (16 more), after
 * antd's run-time style drawing, @rc-component/form and antd's Card left the first pages earlier
 * that day. A page that starts pulling in a chart, an editor or another page's feature fails here.
 * Lower a budget when a page gets lighter.
 */
export const ROUTE_BUDGETS_KIB: Record<string, number> = {
  AdminPage: 466,
  AuthorizePage: 272,
  BrandAdvertisersPage: 386,
  CompaniesPage: 442,
  CompanyDetailPage: 441,
  CompleteBillingInfoPage: 360,
  ConfirmPlanPage: 304,
  ConfirmationEmailSentPage: 276,
  ContactDetailPage: 324,
  ContactsPage: 455,
  ForbiddenPage: 234,
  ForgotPasswordPage: 258,
  HomePage: 250,
  ImpersonatePage: 237,
  LoginPage: 316,
  LogoutPage: 226,
  NoRoutesPage: 224,
  PastDuePage: 236,
  PaymentFailedPage: 234,
  PaymentSuccessfulPage: 238,
  PitchPage: 444,
  PitchScoresPage: 415,
  ProfilePage: 431,
  RegisterPage: 316,
  ResetPasswordPage: 268,
  RouteErrorPage: 236,
  SearchPage: 281,
  SsoCallbackPage: 231,
  TagsPage: 317,
  WorkRelationsPage: 378,
};
