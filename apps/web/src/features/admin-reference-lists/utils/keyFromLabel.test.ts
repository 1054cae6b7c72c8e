import { describe, expect, it } from 'vitest';
import { keyFromLabel } from './keyFromLabel.ts';

describe('keyFromLabel', () => {
  it('makes a lower-case key of letters, digits and underscores', () => {
    expect(keyFromLabel('Oltre 500 dipendenti')).toBe('oltre_500_dipendenti');
    expect(keyFromLabel("  Société d'État — Île ")).toBe('societe_d_etat_ile');
    expect(keyFromLabel('***')).toBe('');
  });
});
