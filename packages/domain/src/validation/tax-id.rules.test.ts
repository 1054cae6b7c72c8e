import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleCheckLetter,
  hasVatFormat,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidTaxId,
  isValidVat,
  normalizeTaxId,
} from './tax-id.rules.ts';
import { VAT_FORMATS } from './validation.constants.ts';

// One well-formed and one malformed number per country (format only, checksums aside from Italy).
const VAT_CASES: Record<string, { valid: string[]; invalid: string[] }> = {
  AT: { valid: ['ATU12345678', 'U12345678'], invalid: ['ATU1234567', 'AT12345678'] },
  BE: { valid: ['BE0123456789', '1234567890'], invalid: ['BE2123456789', 'BE123456789'] },
  BG: { valid: ['BG123456789', '1234567890'], invalid: ['BG12345678', 'BG12345678901'] },
  CY: { valid: ['CY12345678X'], invalid: ['CY123456789', 'CY1234567X'] },
  CZ: { valid: ['CZ12345678', 'CZ123456789', 'CZ1234567890'], invalid: ['CZ1234567', 'CZ12345678901'] },
  DE: { valid: ['DE123456789', 'de 123.456.789'], invalid: ['DE12345678', 'DE1234567890'] },
  DK: { valid: ['DK12345678'], invalid: ['DK1234567', 'DK123456789'] },
  EE: { valid: ['EE100931558'], invalid: ['EE200931558', 'EE10093155'] },
  EL: { valid: ['EL123456789', '123456789'], invalid: ['EL12345678', 'EL12345678A'] },
  ES: { valid: ['ESA12345674', 'ES12345678Z', 'ESX1234567L'], invalid: ['ES123456789', 'ESA1234567'] },
  FI: { valid: ['FI12345678'], invalid: ['FI123456789', 'FI1234567'] },
  FR: {
    valid: ['FR40303265045', 'FRK7399859412', '40303265045'],
    invalid: ['FRO1123456789', 'FR1234567890'],
  },
  HR: { valid: ['HR12345678901'], invalid: ['HR1234567890', 'HR123456789012'] },
  HU: { valid: ['HU12345678'], invalid: ['HU123456789', 'HU1234567'] },
  IE: { valid: ['IE6388047V', 'IE1234567WA', 'IE8Z49289F'], invalid: ['IE1234567', 'IE6388047Z'] },
  IT: { valid: ['IT06363391001', '00488410010'], invalid: ['IT06363391002', 'IT0636339100'] },
  LT: { valid: ['LT123456789', 'LT123456789012'], invalid: ['LT1234567890', 'LT12345678'] },
  LU: { valid: ['LU12345678'], invalid: ['LU1234567', 'LU123456789'] },
  LV: { valid: ['LV12345678901'], invalid: ['LV1234567890', 'LV123456789012'] },
  MT: { valid: ['MT12345678'], invalid: ['MT1234567', 'MT123456789'] },
  NL: { valid: ['NL123456789B01'], invalid: ['NL123456789A01', 'NL12345678B01'] },
  PL: { valid: ['PL1234567890'], invalid: ['PL123456789', 'PL12345678901'] },
  PT: { valid: ['PT123456789'], invalid: ['PT12345678', 'PT1234567890'] },
  RO: { valid: ['RO18547290', 'RO12'], invalid: ['RO1', 'RO01234567'] },
  SE: { valid: ['SE123456789001'], invalid: ['SE123456789012', 'SE1234567890'] },
  SI: { valid: ['SI12345678'], invalid: ['SI02345678', 'SI1234567'] },
  SK: { valid: ['SK1234567890'], invalid: ['SK0234567890', 'SK123456789'] },
  GB: { valid: ['GB123456789', 'GB123456789012', 'GBGD123', 'GBHA567'], invalid: ['GB12345678', 'GBGD567'] },
};

describe('isValidVat', () => {
  it('covers every country with a format', () => {
    expect(Object.keys(VAT_CASES).sort()).toEqual(Object.keys(VAT_FORMATS).sort());
  });
  for (const [country, { valid, invalid }] of Object.entries(VAT_CASES)) {
    it(`checks the ${country} format`, () => {
      for (const value of valid) expect([value, isValidVat(country, value)]).toEqual([value, true]);
      for (const value of invalid) expect([value, isValidVat(country, value)]).toEqual([value, false]);
    });
  }
  it('accepts GR as Greece, either prefix, and a lower-case country code', () => {
    expect(isValidVat('GR', 'EL123456789')).toBe(true);
    expect(isValidVat('GR', 'GR123456789')).toBe(true);
    expect(isValidVat('de', 'DE123456789')).toBe(true);
  });
  it('rejects countries without a known format', () => {
    expect(hasVatFormat('US')).toBe(false);
    expect(hasVatFormat('GR')).toBe(true);
    expect(isValidVat('US', '123456789')).toBe(false);
  });
  it('normalizes spaces, dots, dashes and case', () => {
    expect(normalizeTaxId(' it 063-633.910/01 ')).toBe('IT06363391001');
  });
});

describe('isValidPartitaIva', () => {
  it('accepts real numbers, with or without the IT prefix', () => {
    for (const value of ['06363391001', '00488410010', '00743110157', 'IT 06363391001']) {
      expect([value, isValidPartitaIva(value)]).toEqual([value, true]);
    }
  });
  it('rejects a wrong check digit, a wrong length, letters and zeros', () => {
    for (const value of ['06363391002', '0636339100', '063633910011', '0636339100A', '00000000000']) {
      expect([value, isValidPartitaIva(value)]).toEqual([value, false]);
    }
  });
});

describe('isValidCodiceFiscale', () => {
  it('computes the check letter of known codes', () => {
    expect(codiceFiscaleCheckLetter('RSSMRA80A01H501')).toBe('U');
    expect(codiceFiscaleCheckLetter('MRTMTT25D09F205')).toBe('Z');
  });
  it('accepts valid codes, whatever the case and spacing', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501U')).toBe(true);
    expect(isValidCodiceFiscale('MRTMTT25D09F205Z')).toBe(true);
    expect(isValidCodiceFiscale(' rssmra 80a01 h501u ')).toBe(true);
  });
  it('accepts women (day + 40) and homonym letters in place of digits', () => {
    const woman = 'RSSMRA80A41H501';
    expect(isValidCodiceFiscale(woman + codiceFiscaleCheckLetter(woman))).toBe(true);
    const homonym = 'MRTMTT25D09F20R';
    expect(isValidCodiceFiscale(homonym + codiceFiscaleCheckLetter(homonym))).toBe(true);
  });
  it('rejects a wrong check letter, shape, month letter or day', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501X')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA80A01H501')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA80A01H501UU')).toBe(false);
    expect(isValidCodiceFiscale('RSSMR180A01H501U')).toBe(false);
    for (const body of [
      'RSSMRA80F01H501',
      'RSSMRA80A32H501',
      'RSSMRA80A00H501',
      'RSSMRA80A72H501',
      'RSSMRA80A35H501',
    ]) {
      expect([body, isValidCodiceFiscale(body + codiceFiscaleCheckLetter(body))]).toEqual([body, false]);
    }
  });
});

describe('isValidTaxId', () => {
  it('takes a codice fiscale or a partita IVA in Italy', () => {
    expect(isValidTaxId('IT', 'RSSMRA80A01H501U')).toBe(true);
    expect(isValidTaxId('it', '06363391001')).toBe(true);
    expect(isValidTaxId('IT', 'ABC')).toBe(false);
  });
  it('takes the country VAT format elsewhere, and anything non-blank without a format', () => {
    expect(isValidTaxId('DE', 'DE123456789')).toBe(true);
    expect(isValidTaxId('DE', 'ABC')).toBe(false);
    expect(isValidTaxId('MX', 'GODE561231GR8')).toBe(true);
    expect(isValidTaxId('MX', '  ')).toBe(false);
  });
});
