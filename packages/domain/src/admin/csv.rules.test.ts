import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './csv.rules.ts';

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    const text = '\uFEFFname,city\r\n"Acme, Inc.","Milano"\n"Say ""hi""","two\nlines"\n\nplain,x';
    expect(parseCsv(text)).toEqual([
      ['name', 'city'],
      ['Acme, Inc.', 'Milano'],
      ['Say "hi"', 'two\nlines'],
      ['plain', 'x'],
    ]);
  });
  it('keeps empty trailing fields', () => {
    expect(parseCsv('a,b,c\n1,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', ''],
    ]);
  });
  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/Unterminated/);
  });
  it('detects semicolon and tab separated files', () => {
    expect(detectDelimiter('name;city;tel\n')).toBe(';');
    expect(detectDelimiter('name\tcity\n')).toBe('\t');
    expect(detectDelimiter('name,city\n')).toBe(',');
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
