import { SNIPPET_MAX_CHARS } from '@adatlas/domain/market-data';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface ParsedFeedItem {
  title: string;
  link: string;
  pubDate: Date | null;
  categories: string[];
  snippet: string | null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'category', 'link'].includes(name),
});

type Node = Record<string, unknown>;

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return text((value as Node)['#text']);
  return '';
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    const point =
      code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/** Feed HTML (often escaped inside CDATA) reduced to plain text, cut to the snippet length. */
export function toSnippet(html: string): string | null {
  const plain = decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return plain === '' ? null : plain.slice(0, SNIPPET_MAX_CHARS);
}

function toDate(value: string): Date | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function rssItem(item: Node): ParsedFeedItem {
  const categories = ((item.category as unknown[] | undefined) ?? []).map(text).filter(Boolean);
  return {
    title: text(item.title).trim(),
    link: text(item.link).trim(),
    pubDate: toDate(text(item.pubDate ?? item['dc:date'])),
    categories,
    snippet: toSnippet(text(item.description ?? item['content:encoded'])),
  };
}

function atomEntry(entry: Node): ParsedFeedItem {
  const links = ((entry.link as Node[] | undefined) ?? []).filter((link) => typeof link === 'object');
  const alternate = links.find((link) => (link['@_rel'] ?? 'alternate') === 'alternate') ?? links[0];
  const categories = ((entry.category as Node[] | undefined) ?? [])
    .map((c) => text(c['@_term']))
    .filter(Boolean);
  return {
    title: text(entry.title).trim(),
    link: String(alternate?.['@_href'] ?? '').trim(),
    pubDate: toDate(text(entry.published ?? entry.updated)),
    categories,
    snippet: toSnippet(text(entry.summary ?? entry.content)),
  };
}

/** Items of an RSS 2.0, RSS 1.0 (RDF) or Atom document; throws on malformed XML or another format. */
export function parseFeed(xml: string): ParsedFeedItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(xml) as Node;
  const rss = doc.rss as Node | undefined;
  const rdf = doc['rdf:RDF'] as Node | undefined;
  const atom = doc.feed as Node | undefined;
  let items: ParsedFeedItem[];
  if (rss) items = (((rss.channel as Node | undefined)?.item as Node[] | undefined) ?? []).map(rssItem);
  else if (rdf) items = ((rdf.item as Node[] | undefined) ?? []).map(rssItem);
  else if (atom) items = ((atom.entry as Node[] | undefined) ?? []).map(atomEntry);
  else throw new Error('Not an RSS or Atom document');
  return items.filter((item) => item.title !== '' && /^https?:\/\//.test(item.link));
}
