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
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
