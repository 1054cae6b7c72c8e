import { describe, expect, it } from 'vitest';
import { errorDetails } from './errorDetails.ts';

const refusal = { httpStatus: 400, clientType: 'VALIDATION_ERROR', description: 'Invalid body: body.name' };

describe('errorDetails', () => {
  it('names each field the server refused, without the request part', () => {
    const fields = [
      { path: 'body.email', message: 'Invalid email address' },
      { path: 'body.address.city', message: 'Too big: expected string to have <=100 characters' },
      { path: 'name', message: 'Required' },
    ];
    expect(errorDetails({ ...refusal, fields })).toEqual([
      'email: Invalid email address',
      'address.city: Too big: expected string to have <=100 characters',
      'name: Required',
    ]);
  });

  it("gives a refusal's own description when it names no field", () => {
    const conflict = {
      httpStatus: 409,
      clientType: 'CONFLICT',
      description: 'agency_category already has the key media',
    };
    expect(errorDetails(conflict)).toEqual(['agency_category already has the key media']);
    expect(errorDetails({ ...refusal, fields: [] })).toEqual(['Invalid body: body.name']);
  });

  it('gives nothing for server faults, bare statuses or a description that only repeats the code', () => {
    expect(
      errorDetails({ httpStatus: 500, clientType: 'UNEXPECTED', description: 'relation "x" does not exist' }),
    ).toEqual([]);
    expect(errorDetails({ httpStatus: 404, clientType: 'DATA_ERROR', description: 'HTTP 404' })).toEqual([]);
    expect(errorDetails({ httpStatus: 400, clientType: 'DATA_ERROR', description: 'DATA_ERROR' })).toEqual(
      [],
    );
    expect(errorDetails({ httpStatus: 400, clientType: 'DATA_ERROR', description: '  ' })).toEqual([]);
  });
});
