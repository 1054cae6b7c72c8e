import { describe, expect, it } from 'vitest';
import { acquisitionTags, candidateNames } from './company-mentions.ts';
import { parseFeed, toSnippet } from './feed-parser.ts';

describe('parseFeed', () => {
  it('reads RSS 1.0 (RDF) items', () => {
    const xml = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <item><title>Uno</title><link>https://rdf.test/1</link><dc:date>2024-01-02T03:04:05Z</dc:date></item></rdf:RDF>`;
    expect(parseFeed(xml)).toEqual([
      {
        title: 'Uno',
        link: 'https://rdf.test/1',
        pubDate: new Date('2024-01-02T03:04:05Z'),
        categories: [],
        snippet: null,
      },
    ]);
  });

  it('takes the alternate link of an Atom entry and drops entries without an http link or a title', () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom">
      <entry><title>A</title><link rel="self" href="https://x.test/self"/><link href="https://x.test/a"/></entry>
      <entry><title>B</title><link href="javascript:alert(1)"/></entry>
      <entry><title></title><link href="https://x.test/c"/></entry></feed>`;
    expect(parseFeed(xml).map((item) => item.link)).toEqual(['https://x.test/a']);
  });

  it('refuses malformed XML and documents that are not feeds', () => {
    expect(() => parseFeed('<rss><channel>')).toThrow(/Malformed XML/);
    expect(() => parseFeed('<html><body>hi</body></html>')).toThrow('Not an RSS or Atom document');
  });
});

describe('toSnippet', () => {
  it('strips tags, decodes entities and cuts to 300 characters', () => {
    expect(toSnippet('<p>Caffè &amp; &#8220;tea&#x201D;&nbsp;&lt;3</p>')).toBe('Caffè & “tea” <3');
    expect(toSnippet(`<b>${'a'.repeat(400)}</b>`)).toHaveLength(300);
    expect(toSnippet('<br/>')).toBeNull();
  });
});

describe('company mentions', () => {
  it('offers word sequences without edge punctuation, at least 4 characters long', () => {
    const names = candidateNames('Acme buys Beta Srl.');
    expect(names).toContain('Beta Srl');
    expect(names).toContain('Acme');
    expect(names).toContain('Beta Srl.');
    expect(names.every((name) => name.length >= 4)).toBe(true);
  });

  it('tags the buyer before the acquisition word and the seller after it', () => {
    expect(acquisitionTags('Acme übernimmt Beta', ['acme', 'beta'])).toEqual([
      'acquisition_buyer',
      'acquisition_seller',
    ]);
    expect(acquisitionTags('Beta rachète une agence', ['beta'])).toEqual(['acquisition_buyer']);
    expect(acquisitionTags('Acme launches a campaign', ['acme'])).toEqual([]);
  });
});
