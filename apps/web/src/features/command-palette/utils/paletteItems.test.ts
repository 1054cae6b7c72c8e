import { describe, expect, it } from 'vitest';
import {
  arrangePaletteItems,
  highlightedItem,
  moveHighlight,
  moveIndex,
  namesMatch,
  type PaletteItem,
  paletteSections,
} from './paletteItems.ts';

const item = (id: string, group: PaletteItem['group'], label: string): PaletteItem => ({ id, group, label });

describe('namesMatch', () => {
  it('finds every typed word, ignoring case and accents', () => {
    expect(namesMatch('Passa al paese Città', 'citta paese')).toBe(true);
    expect(namesMatch('Switch language to Italiano', 'lang ital')).toBe(true);
    expect(namesMatch('Companies', 'contacts')).toBe(false);
  });
});

describe('arrangePaletteItems', () => {
  const records = [item('contact-1', 'contacts', 'Mario Rossi'), item('company-1', 'companies', 'Rossi SpA')];
  const entries = [
    item('page-COMPANIES', 'pages', 'Companies'),
    item('language-it', 'actions', 'Switch language to Italiano'),
    item('recent-/companies/9', 'recent', 'Barilla'),
  ];

  it('keeps every record as ranked, filters its own entries by the text, and orders the groups', () => {
    const arranged = arrangePaletteItems('rossi', records, entries);
    expect(arranged.map((entry) => entry.id)).toEqual(['company-1', 'contact-1']);
    expect(arrangePaletteItems('comp', [], entries).map((entry) => entry.id)).toEqual(['page-COMPANIES']);
  });

  it('lists recent records, actions and pages with nothing typed', () => {
    expect(arrangePaletteItems('  ', [], entries).map((entry) => entry.group)).toEqual([
      'recent',
      'actions',
      'pages',
    ]);
  });

  it('groups in order with each row keeping its place in the flat list', () => {
    const sections = paletteSections(arrangePaletteItems('', records, entries));
    expect(sections.map((section) => section.group)).toEqual([
      'companies',
      'contacts',
      'recent',
      'actions',
      'pages',
    ]);
    expect(sections[3]?.items[0]?.index).toBe(3);
  });
});

describe('the highlighted item, as the quick search answers late', () => {
  const entries = [
    item('pitches-by-title', 'pitches', 'Pitches titled "lavaza"'),
    item('all-results', 'pages', 'All results for "lavaza"'),
    item('page-COMPANIES', 'pages', 'Companies'),
  ];
  const records = [item('company-7', 'companies', 'Lavazza'), item('company-8', 'companies', 'Lavazzini')];
  const before = arrangePaletteItems('', [], entries);
  const after = arrangePaletteItems('', records, entries);

  it('stays on the row the arrows chose when records arrive above it', () => {
    const chosen = moveHighlight(before, null, 1);
    expect(highlightedItem(before, chosen)?.id).toBe('all-results');
    // The same place in the longer list is now a company: Enter must still open the chosen row.
    expect(after[before.indexOf(highlightedItem(before, chosen) as PaletteItem)]?.id).toBe('company-8');
    expect(highlightedItem(after, chosen)?.id).toBe('all-results');
    expect(moveHighlight(after, chosen, 1)).toBe('page-COMPANIES');
    expect(moveHighlight(after, chosen, -1)).toBe('pitches-by-title');
  });

  it('is the first row while nothing is chosen, or when the chosen row left the list', () => {
    expect(highlightedItem(before, null)?.id).toBe('pitches-by-title');
    expect(highlightedItem(after, null)?.id).toBe('company-7');
    expect(highlightedItem(before, 'company-8')?.id).toBe('pitches-by-title');
    expect(highlightedItem([], 'company-8')).toBeUndefined();
    expect(moveHighlight([], null, 1)).toBeNull();
    expect(moveHighlight(after, null, -1)).toBe('page-COMPANIES');
  });
});

describe('moveIndex', () => {
  it('wraps around and starts at either end', () => {
    expect(moveIndex(3, -1, 1)).toBe(0);
    expect(moveIndex(3, -1, -1)).toBe(2);
    expect(moveIndex(3, 2, 1)).toBe(0);
    expect(moveIndex(3, 0, -1)).toBe(2);
    expect(moveIndex(0, 0, 1)).toBe(-1);
  });
});
