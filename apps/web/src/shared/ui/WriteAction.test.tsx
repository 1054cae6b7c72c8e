import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { renderStatic } from '../testing/renderStatic.tsx';
import { sessionIn } from '../testing/sessionIn.ts';
import { WriteAction } from './WriteAction.tsx';

let tab: Storage;
beforeEach(() => {
  tab = memoryStorage();
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: tab });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const follow = (
  <WriteAction>
    <Button data-testid="follow-button">Follow</Button>
  </WriteAction>
);

describe('WriteAction', () => {
  it('renders the control as it is in an ordinary session', () => {
    const { html } = renderStatic(follow, { language: 'en', session: sessionIn('italy') });
    expect(html).toContain('data-testid="follow-button"');
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('read-only-action');
  });

  it('disables the control in the read-only "see as" tab, with the reason to hover', () => {
    tab.setItem('adatlas.tabScoped', '1');
    for (const language of ['en', 'it'] as const) {
      const { html } = renderStatic(follow, { language, session: sessionIn('italy') });
      expect(html).toMatch(/<span data-testid="read-only-action"[^>]*tabindex="0"[^>]*><button[^>]*disabled/);
    }
    expect(renderStatic(follow, { language: 'en', session: sessionIn('italy') }).html).toContain(
      'aria-label="Not available in this read-only view"',
    );
  });

  it('says "You cannot upload a file in this mode" for a control that sends a file', () => {
    tab.setItem('adatlas.tabScoped', '1');
    const upload = (
      <WriteAction upload>
        <Button>Choose a file</Button>
      </WriteAction>
    );
    const said = (language: 'en' | 'it') =>
      renderStatic(upload, { language, session: sessionIn('italy') }).html.match(/aria-label="([^"]*)"/)?.[1];
    expect(said('en')).toBe('You cannot upload a file in this mode');
    expect(said('it')).toBe('Non puoi caricare un file in questa modalità');
  });

  it('leaves a hidden control out of the read-only tab', () => {
    tab.setItem('adatlas.tabScoped', '1');
    const { html } = renderStatic(
      <WriteAction hide>
        <Button>Save</Button>
      </WriteAction>,
      { language: 'en', session: sessionIn('italy') },
    );
    expect(html).toBe('');
  });
});
