import DOMPurify, { type Config } from 'dompurify';
import { safeHref } from './safeHref.ts';

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
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'select',
]);

/** Deeper markup is flattened into its text: no recursion runs away on hostile nesting. */
const MAX_DEPTH = 64;

/**
 * DOMPurify's allow-list: the kept tags (b, i and the blocks are renamed when the tree is built),
 * no attribute but `href`, and the content of code, styling and embeds dropped with them. It
 * parses with the browser's own parser in an inert document and returns a fragment, never a string
 * to insert.
 */
const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...Object.keys(ALLOWED), ...BLOCKS],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
  ALLOWED_URI_REGEXP: /^https?:/i,
  RETURN_DOM_FRAGMENT: true,
};

function toSafeNodes(nodes: ArrayLike<Node>, depth: number): SafeHtmlNode[] {
  const result: SafeHtmlNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      if (text) result.push({ kind: 'text', text });
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const name = element.localName;
    if (depth >= MAX_DEPTH) {
      const text = element.textContent ?? '';
      if (text) result.push({ kind: 'text', text });
      continue;
    }
    const children = toSafeNodes(element.childNodes, depth + 1);
    const tag = ALLOWED[name] ?? (BLOCKS.has(name) ? 'div' : undefined);
    if (tag === 'br') {
      result.push({ kind: 'element', tag, children: [] });
    } else if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
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

/** A start tag as the tokenizer reads it: its name, then attributes with quoted or bare values. */
const START_TAG = /<[a-z][^\s/>]*(?:[\s/]+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*[\s/]*>?/gi;
const TAG_ATTRIBUTE = /([\s/]+)([^\s/>"'=]+)((?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)/g;

/**
 * Event-handler attributes renamed before the browser parses the text. DOMPurify removes them
 * anyway, but Chromium reports a Content-Security-Policy violation for every `on…` attribute it
 * parses in any document of the page, inert or not (nothing runs: the page forbids inline
 * handlers). Renaming keeps those reports out of the console and the CSP check; it is not the
 * defence, DOMPurify and the tree below are.
 */
function renameEventAttributes(html: string): string {
  return html.replace(START_TAG, (tag) => {
    const nameEnd = tag.search(/[\s/>]/);
    if (nameEnd < 0) return tag;
    return (
      tag.slice(0, nameEnd) +
      tag
        .slice(nameEnd)
        .replace(TAG_ATTRIBUTE, (attribute, gap: string, name: string, value: string) =>
          /^on/i.test(name) ? `${gap}data-dropped-${name}${value}` : attribute,
        )
    );
  });
}

/**
 * Untrusted HTML (job-offer descriptions come from third-party boards) reduced to a whitelist of
 * tags by DOMPurify. Any other element is unwrapped so its text stays; scripts, styles and embeds
 * go with their content; attributes are all dropped but a link's http(s) address; a link without
 * one stays as its text. The result is a tree React renders element by element: the markup is
 * never inserted as HTML.
 */
export function toSafeHtmlTree(html: string): SafeHtmlNode[] {
  if (!html) return [];
  const fragment = DOMPurify.sanitize(renameEventAttributes(html), PURIFY_CONFIG);
  return toSafeNodes(fragment.childNodes, 0);
}
