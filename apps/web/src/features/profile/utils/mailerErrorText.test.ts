import { describe, expect, it } from 'vitest';
import { mailerErrorText } from './mailerErrorText.ts';

const dictionary: Record<string, string> = {
  'PROFILE.MAILER_INTEGRATION.ERROR.MAILER_LOGIN_FAILED': 'Check',
};
const translate = (key: string) => dictionary[key] ?? null;

describe('mailerErrorText', () => {
  it('translates a known code, shows an unknown code raw, and the message without a code', () => {
    expect(mailerErrorText('MAILER_LOGIN_FAILED', 'x', translate)).toBe('Check');
    expect(mailerErrorText('SOMETHING_NEW', 'x', translate)).toBe('SOMETHING_NEW');
    expect(mailerErrorText(undefined, 'Failed to fetch', translate)).toBe('Failed to fetch');
  });
});
