import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic.tsx';
import { LoginThrottleTable } from './LoginThrottleTable.tsx';

const THROTTLE = {
  email: 'victim@example.test',
  ip: '198.51.100.7',
  failures: 12,
  lastFailureAt: '2026-11-27T08:00:00.000Z',
  until: '2026-11-27T08:00:04.000Z',
};

const clear = () => undefined;

describe('LoginThrottleTable', () => {
  it.each(['en', 'it', 'fr', 'es'] as const)(
    'in %s, lists each waiting pair with a Clear action',
    (language) => {
      const { html, t } = renderStatic(
        <LoginThrottleTable throttles={[THROTTLE]} isLoading={false} clearing={null} onClear={clear} />,
        { language },
      );
      expect(html).toContain('victim@example.test');
      expect(html).toContain('198.51.100.7');
      expect(html).toContain('>12<');
      expect(html).toContain(t('ADMIN.LOGIN_THROTTLES.UNTIL').replaceAll("'", '&#x27;'));
      expect(html).toMatch(new RegExp(`<button[^>]*>.*${t('ADMIN.LOGIN_THROTTLES.CLEAR')}`));
    },
  );

  it('says when no sign-in waits', () => {
    const { html } = renderStatic(
      <LoginThrottleTable throttles={[]} isLoading={false} clearing={null} onClear={clear} />,
      { language: 'en' },
    );
    expect(html).toContain('No sign-in is waiting.');
    expect(html).not.toContain('<button');
  });
});
