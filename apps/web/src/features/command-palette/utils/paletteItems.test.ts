import { describe, expect, it } from 'vitest';
import {
  arrangePaletteItems,
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

describe('moveIndex', () => {
  it('wraps around and starts at either end', () => {
    expect(moveIndex(3, -1, 1)).toBe(0);
    expect(moveIndex(3, -1, -1)).toBe(2);
    expect(moveIndex(3, 2, 1)).toBe(0);
    expect(moveIndex(3, 0, -1)).toBe(2);
    expect(moveIndex(0, 0, 1)).toBe(-1);
  });
});
