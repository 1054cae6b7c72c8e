// @vitest-environment jsdom
import { memo } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { jsdomRoot } from '../shared/testing/jsdomRoot.ts';
import { TranslatorContext } from './TranslatorContext.ts';
import { createTranslator } from './translator.ts';
import { useTranslation } from './useTranslation.ts';

const dictionaries = {
  en: { GREETING: 'Hello', ITEMS_one: '{{count, number}} item', ITEMS_other: '{{count, number}} items' },
  it: {
    GREETING: 'Ciao',
    ITEMS_one: '{{count, number}} elemento',
    ITEMS_other: '{{count, number}} elementi',
  },
};

// Memoized and without props: only the translator's own notice can render it again.
const Greeting = memo(function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('GREETING')} · {t('ITEMS', { count: 12500 })}
    </p>
  );
});

const dom = jsdomRoot();

describe('useTranslation', () => {
  it('renders its component again in the new language when the language changes', () => {
    const translator = createTranslator({ language: 'en', dictionaries: { en: dictionaries.en } });
    flushSync(() =>
      dom.root.render(
        <TranslatorContext value={translator}>
          <Greeting />
        </TranslatorContext>,
      ),
    );
    expect(dom.host.innerHTML).toBe('<p lang="en">Hello · 12,500 items</p>');
    translator.addTexts('it', dictionaries.it);
    flushSync(() => translator.changeLanguage('it'));
    expect(dom.host.innerHTML).toBe('<p lang="it">Ciao · 12.500 elementi</p>');
  });

  it('renders again when texts are laid over the language in use', () => {
    const translator = createTranslator({ language: 'en', dictionaries });
    flushSync(() =>
      dom.root.render(
        <TranslatorContext value={translator}>
          <Greeting />
        </TranslatorContext>,
      ),
    );
    flushSync(() => translator.addTexts('en', { GREETING: 'Welcome' }));
    expect(dom.host.textContent).toBe('Welcome · 12,500 items');
  });
});
