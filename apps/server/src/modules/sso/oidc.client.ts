import { isLoopbackHost } from '@adatlas/domain/sso';
import * as openid from 'openid-client';

export interface OidcProviderSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** What one sign-in is bound to: checked when the provider sends the browser back. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/**
 * The OpenID Connect relying party: authorization code with PKCE (S256), state and nonce checked,
 * the ID token's signature, issuer, audience and times verified by `openid-client`.
 * `now` is the server's clock: token times are judged by it, not by the machine's.
 */
export interface OidcClient {
  authorizationUrl(
    provider: OidcProviderSettings,
    redirectUri: string,
    checks: OidcChecks,
    now: Date,
  ): Promise<string>;
  completeSignIn(
    provider: OidcProviderSettings,
    callbackUrl: URL,
    checks: OidcChecks,
    now: Date,
  ): Promise<OidcIdentity>;
}

export function createOidcClient(options: { timeoutMs: number }): OidcClient {
  const configure = (provider: OidcProviderSettings, now: Date) => {
    const issuer = new URL(provider.issuerUrl);
    return openid.discovery(
      issuer,
      provider.clientId,
      {
        client_secret: provider.clientSecret,
        [openid.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
      },
      openid.ClientSecretBasic(provider.clientSecret),
      {
        timeout: Math.ceil(options.timeoutMs / 1000),
        // Plain HTTP is accepted only for a provider on this machine (the schema allows no other).
        ...(issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname)
          ? { execute: [openid.allowInsecureRequests] }
          : {}),
      },
    );
  };

  return {
    async authorizationUrl(provider, redirectUri, checks, now) {
      const config = await configure(provider, now);
      const url = openid.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await openid.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return url.toString();
    },

    async completeSignIn(provider, callbackUrl, checks, now) {
      const config = await configure(provider, now);
      const tokens = await openid.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      // Many providers put the e-mail in the ID token; the others answer it at userinfo.
      const profile =
        typeof claims.email === 'string'
          ? claims
          : await openid.fetchUserInfo(config, tokens.access_token, claims.sub);
      const text = (value: unknown) =>
        typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
      return {
        subject: claims.sub,
        email: text(profile.email)?.toLowerCase() ?? null,
        emailVerified: profile.email_verified === true,
        givenName: text(profile.given_name) ?? text(profile.name),
        familyName: text(profile.family_name),
      };
    },
  };
}
