import { type HtmlFragmentNode, parseHtmlFragment } from './parseHtmlFragment.ts';

export type SafeHtmlTag = 'p' | 'ul' | 'ol' | 'li' | 'br' | 'strong' | 'em' | 'a' | 'div';

/** Markup that can be rendered as it is: whitelisted tags, no attribute but a checked link. */
export type SafeHtmlNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: SafeHtmlTag; href?: string; children: SafeHtmlNode[] };

const ALLOWED: Record<string, SafeHtmlTag> = {
  p: 'p',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  br: 'br',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  a: 'a',
};

/** Blocks kept as a bare `div` so their lines do not run into each other once unwrapped. */
const BLOCKS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
  'dl',
  'dt',
  'dd',
]);

/** Elements whose content is code, styling or embedded documents, never readable text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
]);

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

function toSafeNodes(nodes: readonly HtmlFragmentNode[]): SafeHtmlNode[] {
  const result: SafeHtmlNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') {
      result.push(node);
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(node.name)) continue;
    const children = toSafeNodes(node.children);
    const tag = ALLOWED[node.name] ?? (BLOCKS.has(node.name) ? 'div' : undefined);
    if (tag === 'br') {
      result.push({ kind: 'element', tag, children: [] });
    } else if (tag === 'a') {
      const href = safeHref(node.attributes.href);
      if (href) result.push({ kind: 'element', tag, href, children });
      else result.push(...children);
    } else if (tag) {
      result.push({ kind: 'element', tag, children });
    } else {
      result.push(...children);
    }
  }
  return result;
}

/**
 * Untrusted HTML (job-offer descriptions come from third-party boards) reduced to a whitelist of
 * tags. Any other element is unwrapped so its text stays; scripts, styles and embeds go with their
 * content; attributes are all dropped but a link's http(s) address; a link without one stays as
 * its text.
 */
export function toSafeHtmlTree(html: string): SafeHtmlNode[] {
  return toSafeNodes(parseHtmlFragment(html));
}
