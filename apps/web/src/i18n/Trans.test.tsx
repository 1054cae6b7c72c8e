import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Trans } from './Trans.tsx';
import { TranslatorContext } from './TranslatorContext.ts';
import { createTranslator } from './translator.ts';

const dictionaries = {
  en: {
    TERMS_LINKED: 'I accept the <doc>terms of service</doc>',
    AT_COMPANY: 'at <company>{{company}}</company>',
    UNKNOWN_TAG: 'a <b>bold</b> {{word}}',
  },
  it: { TERMS_LINKED: 'Accetto i <doc>termini del servizio</doc>' },
};

/** A link as the app's own (ScopedLink): Trans gives it the words of its tag as children. */
function Link({ to, children }: { to: string; children?: ReactNode }) {
  return <a href={to}>{children}</a>;
}

const render = (language: string, node: ReactNode) =>
  renderToStaticMarkup(
    <TranslatorContext value={createTranslator({ language, dictionaries })}>{node}</TranslatorContext>,
  );

describe('Trans', () => {
  it('draws the words of a tag inside the element given for it', () => {
    const terms = <Trans i18nKey="TERMS_LINKED" components={{ doc: <Link to="/terms" /> }} />;
    expect(render('en', terms)).toBe('I accept the <a href="/terms">terms of service</a>');
    expect(render('it', terms)).toBe('Accetto i <a href="/terms">termini del servizio</a>');
  });

  it("fills the placeholders inside a tag, and a value's own tags stay text", () => {
    const atCompany = (company: string) => (
      <Trans i18nKey="AT_COMPANY" values={{ company }} components={{ company: <Link to="/companies/1" /> }} />
    );
    expect(render('en', atCompany('Acme'))).toBe('at <a href="/companies/1">Acme</a>');
    expect(render('en', atCompany('A</company> & <company>B'))).toBe(
      'at <a href="/companies/1">A&lt;/company&gt; &amp; &lt;company&gt;B</a>',
    );
  });

  it('leaves a tag no component is given for as written, and shows a missing key as itself', () => {
    expect(render('en', <Trans i18nKey="UNKNOWN_TAG" values={{ word: 'text' }} components={{}} />)).toBe(
      'a &lt;b&gt;bold&lt;/b&gt; text',
    );
    expect(render('en', <Trans i18nKey="MISSING" components={{}} />)).toBe('MISSING');
  });
});
