import type { RequestedPlanFields, TwoFactorChallenge } from '@adatlas/domain/auth';
import { isLanguage } from '@adatlas/domain/languages';
import { apiRequest } from '../../../shared/api/apiClient.ts';
import type { Session } from '../../../shared/session/session.types.ts';
import { localStore, STORAGE_KEYS } from '../../../shared/utils/localStore.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** With the plan asked for by link, which the verification e-mail's link carries on. */
export interface Registration extends Credentials, RequestedPlanFields {
  privacyAccepted: true;
  termsAccepted: true;
}

// Sign-in calls answer 401/403 for the form to show; they must not trigger the session redirects.
const FORM_CALL = { handleSessionErrors: false } as const;

/**
 * Registration and sign-in store the language the server writes the user's mails in. The login
 * area speaks Italian until the visitor picks a language, so without a pick the browser's own
 * preferences are sent instead of the Italian on screen.
 */
function signInCall() {
  const chosen = localStore.get(STORAGE_KEYS.language);
  return { ...FORM_CALL, acceptLanguage: isLanguage(chosen) ? chosen : navigator.languages.join(',') };
}

/** The second step of a two-factor sign-in: a code of the authenticator app, or a recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

export function isTwoFactorChallenge(answer: Session | TwoFactorChallenge): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

export const authApi = {
  /** A session, or the challenge of the second step when the account has two-factor sign-in on. */
  async login(credentials: Credentials): Promise<Session | TwoFactorChallenge> {
    return (
      await apiRequest<{ data: Session | TwoFactorChallenge }>('/auth/login', {
        ...signInCall(),
        method: 'POST',
        body: credentials,
      })
    ).data;
  },
  async completeTwoFactorLogin(challenge: string, factor: SecondFactor): Promise<Session> {
    return (
      await apiRequest<{ data: Session }>('/auth/login/2fa', {
        ...signInCall(),
        method: 'POST',
        body: { challenge, ...factor },
      })
    ).data;
  },
  async register(registration: Registration): Promise<{ userId: number; email: string }> {
    return (
      await apiRequest<{ data: { userId: number; email: string } }>('/auth/register', {
        ...signInCall(),
        method: 'POST',
        body: registration,
      })
    ).data;
  },
  async exchangeCode(code: string, redirectUri: string): Promise<Session> {
    return (
      await apiRequest<{ data: Session }>('/auth/token', {
        ...signInCall(),
        query: { authorization_code: code, redirect_uri: redirectUri },
      })
    ).data;
  },
  async logout(): Promise<void> {
    await apiRequest<void>('/auth/logout', { ...FORM_CALL, method: 'POST' });
  },
  async forgotPassword(email: string): Promise<{ sent: boolean }> {
    return (
      await apiRequest<{ data: { sent: boolean } }>('/auth/forgot-password', {
        ...FORM_CALL,
        method: 'POST',
        body: { email },
      })
    ).data;
  },
  /** Mails a new verification link; answers sent for any address (it tells nothing about accounts). */
  async sendVerificationEmail(request: { email: string } & RequestedPlanFields): Promise<{ sent: boolean }> {
    return (
      await apiRequest<{ data: { sent: boolean } }>('/auth/verification-email', {
        ...FORM_CALL,
        method: 'POST',
        body: request,
      })
    ).data;
  },
  async resetPassword(token: string, password: string): Promise<{ reset: boolean }> {
    return (
      await apiRequest<{ data: { reset: boolean } }>('/auth/reset-password', {
        ...FORM_CALL,
        method: 'POST',
        body: { token, password },
      })
    ).data;
  },
};
