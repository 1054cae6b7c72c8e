import { describe, expect, it } from 'vitest';
import { recapFullName } from './recapFullName.ts';

describe('recapFullName', () => {
  it('reads the name from the billing info first', () => {
    const billingInfo = { firstName: 'Ada', lastName: 'Rossi' };
    expect(recapFullName({ name: 'Paola', surname: 'Demo', billingInfo })).toBe('Ada Rossi');
  });
  it("falls back to the user's own name and surname, part by part", () => {
    expect(recapFullName({ name: 'Paola', surname: 'Demo', billingInfo: null })).toBe('Paola Demo');
    expect(recapFullName({ name: 'Paola', surname: 'Demo', billingInfo: { firstName: ' ' } })).toBe(
      'Paola Demo',
    );
    expect(recapFullName({ name: 'Paola', surname: 'Demo', billingInfo: { lastName: 'Rossi' } })).toBe(
      'Paola Rossi',
    );
  });
  it('is empty when neither holds a name', () => {
    expect(recapFullName({ name: null, surname: null, billingInfo: {} })).toBe('');
  });
});
