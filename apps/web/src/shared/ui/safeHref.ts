/** Absolute http(s) links only: `javascript:`, `data:` and relative addresses are refused. */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link for a stored web address ("www.example.com" or "https://…"): a bare host is read as
 * https; anything that is not then an http(s) address gets no link.
 */
export function webAddressHref(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  // A scheme is letters then ":" not followed by a digit ("host:8080" is a port, not a scheme).
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed);
  return safeHref(hasScheme ? trimmed : `https://${trimmed}`);
}
