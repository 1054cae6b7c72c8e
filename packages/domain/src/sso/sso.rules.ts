/** The domain of an e-mail address, lower-cased; null when the text holds no `@` followed by a domain. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return isEmailDomain(domain) ? domain : null;
}

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** A host name with at least one dot (`example.com`), lower case, no scheme, no `@`. */
export function isEmailDomain(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

/**
 * Issuers are reached over HTTPS; plain HTTP only on the machine itself (a provider run beside the
 * server, as the tests do), which no one else can intercept.
 */
export function isAllowedIssuerUrl(value: string): boolean {
  // Read by pattern, not with URL: the domain runs on neither Node's nor the browser's library.
  // No user, password, query or fragment; a host name or a bracketed IPv6 address; a path at most.
  const match = ISSUER_URL.exec(value);
  if (!match) return false;
  const [, scheme, host] = match as unknown as [string, string, string];
  if (scheme.toLowerCase() === 'https') return true;
  return isLoopbackHost(host.toLowerCase());
}

const ISSUER_URL = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:\/[^\s?#]*)?$/i;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
