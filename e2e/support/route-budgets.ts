/**
 * JavaScript each route needs before it runs, gzipped KiB: the entry, the route's page chunk and
 * everything they import statically (what `staticGraph` counts; chunks loaded with `import()`
 * come later). Set 3 KiB above the build of 2026-11-29 (#32): antd's run-time style drawing left
 * out of the build (27–69 KiB off every route), @rc-component/form kept off the pages without a
 * form (13 more) and the sign-in pages' card drawn without antd's Card (8–9 more), after the
 * entry's code was grouped into a few chunks and the quick search loaded on its own (2026-11-28).
 * A page that starts pulling in a chart, an editor or another page's feature fails here. Lower a
 * budget when a page gets lighter.
 */
export const ROUTE_BUDGETS_KIB: Record<string, number> = {
  AdminPage: 498,
  AuthorizePage: 311,
  BrandAdvertisersPage: 424,
  CompaniesPage: 471,
  CompanyDetailPage: 476,
  CompleteBillingInfoPage: 398,
  ConfirmPlanPage: 341,
  ConfirmationEmailSentPage: 314,
  ContactDetailPage: 358,
  ContactsPage: 488,
  ForbiddenPage: 273,
  ForgotPasswordPage: 295,
  HomePage: 287,
  ImpersonatePage: 275,
  LoginPage: 354,
  LogoutPage: 265,
  NoRoutesPage: 262,
  PastDuePage: 275,
  PaymentFailedPage: 272,
  PaymentSuccessfulPage: 276,
  PitchPage: 475,
  PitchScoresPage: 446,
  ProfilePage: 468,
  RegisterPage: 358,
  ResetPasswordPage: 306,
  RouteErrorPage: 275,
  SearchPage: 316,
  SsoCallbackPage: 269,
  TagsPage: 354,
  WorkRelationsPage: 416,
};
