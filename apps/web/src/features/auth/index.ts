import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { authApi } from './api/auth.api.ts';

export const LoginPage = lazyPage(() => import('./pages/LoginPage.tsx'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('./pages/RegisterPage.tsx'), 'RegisterPage');
export const ConfirmationEmailSentPage = lazyPage(
  () => import('./pages/ConfirmationEmailSentPage.tsx'),
  'ConfirmationEmailSentPage',
);
export const ForgotPasswordPage = lazyPage(
  () => import('./pages/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage.tsx'), 'ResetPasswordPage');
export const AuthorizePage = lazyPage(() => import('./pages/AuthorizePage.tsx'), 'AuthorizePage');
export const LogoutPage = lazyPage(() => import('./pages/LogoutPage.tsx'), 'LogoutPage');
