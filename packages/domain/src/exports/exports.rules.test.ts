import { describe, expect, it } from 'vitest';
import {
  canExportWorkRelations,
  decideExport,
  exportCountingSince,
  exportLanguage,
  tagCompaniesFileName,
} from './exports.rules.ts';

describe('exportLanguage', () => {
  it('picks the best-weighted supported language', () => {
    expect(exportLanguage('de-DE,de;q=0.9,it;q=0.8,en;q=0.5')).toBe('it');
    expect(exportLanguage('en;q=0.2, fr-FR')).toBe('fr');
    expect(exportLanguage('es')).toBe('es');
  });
  it('falls back to English', () => {
    expect(exportLanguage(undefined)).toBe('en');
    expect(exportLanguage('de, ja;q=0.5')).toBe('en');
    expect(exportLanguage('it;q=0')).toBe('en');
  });
});

describe('exportCountingSince', () => {
  const now = new Date('2025-05-20T10:00:00Z');
  it('counts from the start of the current monthly or yearly period', () => {
    const periodStart = new Date('2025-01-10T00:00:00Z');
    expect(exportCountingSince({ period: 1, periodStart }, now)).toEqual(new Date('2025-05-10T00:00:00Z'));
    expect(exportCountingSince({ period: 12, periodStart: new Date('2023-06-01T00:00:00Z') }, now)).toEqual(
      new Date('2024-06-01T00:00:00Z'),
    );
  });
  it('counts everything for an allowance that never renews', () => {
    expect(exportCountingSince({ period: 0, periodStart: new Date('2025-01-10T00:00:00Z') }, now)).toEqual(
      new Date(0),
    );
    expect(exportCountingSince({ period: 1, periodStart: null }, now)).toEqual(new Date(0));
  });
});

describe('decideExport', () => {
  it('allows an export that fits, whole', () => {
    expect(decideExport({ remaining: 5, requested: 5 })).toEqual({ allowed: true });
    expect(decideExport({ remaining: 5, requested: 0 })).toEqual({ allowed: true });
  });
  it('refuses an export larger than the remainder, or any at zero', () => {
    expect(decideExport({ remaining: 5, requested: 6 })).toEqual({ allowed: false, remaining: 5 });
    expect(decideExport({ remaining: 0, requested: 0 })).toEqual({ allowed: false, remaining: 0 });
  });
});

describe('tagCompaniesFileName', () => {
  it('puts the tag name in the file name, keeping accents', () => {
    expect(tagCompaniesFileName('Prospects')).toBe('tag_Prospects_companies.xlsx');
    expect(tagCompaniesFileName(' Città  nord ')).toBe('tag_Città nord_companies.xlsx');
  });
  it('replaces what a file system refuses', () => {
    expect(tagCompaniesFileName('a/b\\c:"d"?*')).toBe('tag_a_b_c__d____companies.xlsx');
    expect(tagCompaniesFileName('x\ny')).toBe('tag_x_y_companies.xlsx');
  });
});

describe('canExportWorkRelations', () => {
  it('lets admins and holders of p_workingRelationsExport (any action) export', () => {
    expect(canExportWorkRelations({ isAdmin: true, scopes: [] })).toBe(true);
    expect(canExportWorkRelations({ isAdmin: false, scopes: ['p_workingRelationsExport:any'] })).toBe(true);
    expect(canExportWorkRelations({ isAdmin: false, scopes: ['p_workingRelationsExport'] })).toBe(true);
  });
  it('refuses everyone else, other export scopes and other actions included', () => {
    expect(canExportWorkRelations({ isAdmin: false, scopes: [] })).toBe(false);
    expect(canExportWorkRelations({ isAdmin: false, scopes: ['pitch', 'p_companyExport'] })).toBe(false);
    expect(canExportWorkRelations({ isAdmin: false, scopes: ['p_workingRelationsExport:own'] })).toBe(false);
  });
});
