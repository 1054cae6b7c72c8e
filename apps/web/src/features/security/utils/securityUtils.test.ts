import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describeUserAgent.ts';
import { passwordStrength } from './passwordStrength.ts';

describe('passwordStrength', () => {
  it('calls weak what the server would refuse, and rewards length and variety', () => {
    expect(passwordStrength('short1')).toBe('weak');
    expect(passwordStrength('onlyletters')).toBe('weak');
    expect(passwordStrength('letters123')).toBe('fair');
    expect(passwordStrength('Longer-letters-123')).toBe('strong');
  });
});

describe('describeUserAgent', () => {
  it('names the browser and the system, Edge before the Chrome it also announces', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0 Safari/537.36')).toEqual({
      browser: 'Chrome (headless)',
      os: 'Linux',
    });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('something')).toEqual({ browser: null, os: null });
  });
});
