import { decodeHtmlEntities } from './decodeHtmlEntities.ts';

export type HtmlFragmentNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; name: string; attributes: Record<string, string>; children: HtmlFragmentNode[] };

type HtmlElement = Extract<HtmlFragmentNode, { kind: 'element' }>;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not markup: it runs to their end tag and is read as one text. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
/** Starting one of these ends an open paragraph, as the HTML parser does. */
const CLOSES_P = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'li',
  'table',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dl',
  'hr',
]);
/** Deeper markup is flattened into its text: no recursion runs away on hostile nesting. */
const MAX_DEPTH = 64;

// Attributes need whitespace between them: with none, a run of name characters could split in
// exponentially many ways when the tag never closes.
const START_TAG =
  /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/(?!>))*)\s*\/?>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // The first of repeated attributes wins, as in browsers.
    if (!(key in attributes)) attributes[key] = decodeHtmlEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * A small HTML parser for untrusted fragments that builds no DOM (a parsed DOM would already meet
 * the page's CSP on every inline handler): text, elements with their attributes, end tags closing
 * the nearest open element of their name, paragraphs and list items closed as browsers close them.
 * Comments, doctypes and processing instructions are skipped; a stray `<` is text.
 */
export function parseHtmlFragment(html: string): HtmlFragmentNode[] {
  const root: HtmlElement = { kind: 'element', name: '#root', attributes: {}, children: [] };
  const open: HtmlElement[] = [root];
  const current = () => open[open.length - 1] as HtmlElement;
  const pushText = (text: string) => {
    if (!text) return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last?.kind === 'text') last.text += text;
    else siblings.push({ kind: 'text', text });
  };
  const closeTo = (index: number) => {
    open.length = index;
  };
  const openIndex = (name: string, stopAt: ReadonlySet<string> = new Set()) => {
    for (let index = open.length - 1; index > 0; index--) {
      const element = open[index] as HtmlElement;
      if (element.name === name) return index;
      if (stopAt.has(element.name)) return -1;
    }
    return -1;
  };

  let position = 0;
  while (position < html.length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) {
      pushText(decodeHtmlEntities(html.slice(position)));
      break;
    }
    pushText(decodeHtmlEntities(html.slice(position, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      position = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      position = end === -1 ? html.length : end + 1;
      continue;
    }
    END_TAG.lastIndex = lt;
    const end = END_TAG.exec(html);
    if (end) {
      const index = openIndex((end[1] as string).toLowerCase());
      if (index > 0) closeTo(index);
      position = END_TAG.lastIndex;
      continue;
    }
    if (html.indexOf('>', lt) === -1) {
      // No tag can close from here on: the rest is text (and no pattern runs on every `<` of it).
      pushText(decodeHtmlEntities(html.slice(lt)));
      break;
    }
    START_TAG.lastIndex = lt;
    const start = START_TAG.exec(html);
    if (!start) {
      pushText('<');
      position = lt + 1;
      continue;
    }
    position = START_TAG.lastIndex;
    const name = (start[1] as string).toLowerCase();
    if (RAW_TEXT.has(name)) {
      const endTag = new RegExp(`</${name}`, 'gi');
      endTag.lastIndex = position;
      const close = endTag.exec(html)?.index ?? -1;
      const text = html.slice(position, close === -1 ? html.length : close);
      const gt = close === -1 ? -1 : html.indexOf('>', close);
      position = gt === -1 ? html.length : gt + 1;
      current().children.push({ kind: 'element', name, attributes: {}, children: [{ kind: 'text', text }] });
      continue;
    }
    if (CLOSES_P.has(name)) {
      const p = openIndex('p', new Set(['li', 'div', 'blockquote', 'section', 'article']));
      if (p > 0) closeTo(p);
    }
    if (name === 'li') {
      const li = openIndex('li', new Set(['ul', 'ol']));
      if (li > 0) closeTo(li);
    }
    if (open.length > MAX_DEPTH) continue;
    const element: HtmlElement = {
      kind: 'element',
      name,
      attributes: parseAttributes(start[2] ?? ''),
      children: [],
    };
    current().children.push(element);
    // As in browsers, `<div/>` opens a div: only void elements stand alone.
    if (!VOID.has(name)) open.push(element);
  }
  return root.children;
}
