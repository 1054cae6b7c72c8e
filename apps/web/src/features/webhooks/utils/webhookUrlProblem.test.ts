import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './webhookUrlProblem.ts';

describe('webhookUrlProblem', () => {
  it('accepts http and https addresses', () => {
    expect(webhookUrlProblem('https://crm.example.com/hooks/adatlas')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/hook')).toBeNull();
  });
  it('names what is wrong with the others', () => {
    expect(webhookUrlProblem('crm.example.com/hook')).toBe('INVALID');
    expect(webhookUrlProblem('ftp://example.com/hook')).toBe('PROTOCOL');
    expect(webhookUrlProblem('https://user:secret@example.com/hook')).toBe('CREDENTIALS');
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2_100)}`)).toBe('TOO_LONG');
  });
});
