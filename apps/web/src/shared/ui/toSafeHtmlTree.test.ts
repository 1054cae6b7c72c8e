// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderSafeHtml } from './SafeHtml.tsx';
import { safeHref, webAddressHref } from './safeHref.ts';
import { toSafeHtmlTree } from './toSafeHtmlTree.ts';

const markup = (html: string) =>
  renderToStaticMarkup(createElement(Fragment, null, ...renderSafeHtml(toSafeHtmlTree(html))));

describe('toSafeHtmlTree', () => {
  it('keeps paragraphs, lists, line breaks and emphasis, with b and i as strong and em', () => {
    expect(
      markup(
        '<P class="intro" style="color:red">We look for <b>a planner</b></P>' +
          '<ul><li><i>media</i></li><li>TV<br>radio<br/></li></ul>' +
          '<ol><li><em>one</em><strong>two</strong></li></ol>',
      ),
    ).toBe(
      '<p>We look for <strong>a planner</strong></p>' +
        '<ul><li><em>media</em></li><li>TV<br/>radio<br/></li></ul>' +
        '<ol><li><em>one</em><strong>two</strong></li></ol>',
    );
  });

  it('drops scripts, styles and embeds with their content, and comments', () => {
    expect(
      markup(
        '<script>alert("<p>x</p>")</script><STYLE>body{display:none}</STYLE>' +
          '<iframe src="https://evil.test">frame text</iframe><svg onload="alert(1)"><script>alert(2)</script></svg>' +
          '<!-- secret --><!DOCTYPE html><p>Apply now</p><script>unterminated',
      ),
    ).toBe('<p>Apply now</p>');
  });

  it('drops event handlers and every other attribute but keeps the text of unknown elements', () => {
    const html = markup(
      '<p onclick="alert(1)" onmouseover=steal()><span onclick=\'x()\'>Milan </span>' +
        '<img src=x onerror="alert(1)"><font color=red><u>office</u></font></p>' +
        '<h2>Profile</h2><div>Line</div><p/>',
    );
    expect(html).toBe('<p>Milan office</p><div>Profile</div><div>Line</div><p></p>');
  });

  it('links only absolute http(s) addresses, in a new tab without opener nor referrer', () => {
    expect(
      markup(
        '<a href="https://jobs.test/offer?id=1&amp;x=2" onclick="x()" target="_self">Apply</a>' +
          '<a href=" javascript:alert(1)">Click</a><a href="JaVaScRiPt:alert(1)"> me</a>' +
          '<a href="&#106;avascript:alert(1)"> encoded</a>' +
          '<a href="data:text/html,<script>alert(1)</script>"> data</a><a href="/relative"> here</a><a> anchor</a>',
      ),
    ).toBe(
      '<a href="https://jobs.test/offer?id=1&amp;x=2" target="_blank" rel="noopener noreferrer">Apply</a>' +
        'Click me encoded data here anchor',
    );
  });

  it('reads character references and keeps a stray < as text, escaped on output', () => {
    expect(
      markup('<p>Perch&eacute; &egrave; &#8364;1 &lt;script&gt; 3 < 4 &amp; &unknown; &#x1F600;</p>'),
    ).toBe('<p>Perché è €1 &lt;script&gt; 3 &lt; 4 &amp; &amp;unknown; 😀</p>');
    // As the browser's parser does: a tag still open at the end of the input is dropped.
    expect(markup('a <b onclick="x()" and never closed')).toBe('a ');
  });

  it('renders nothing but the allowed elements from known mutation-XSS and clobbering fragments', () => {
    const fragments = [
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<form><input name="attributes"><input name="removeAttribute"></form><p>kept</p>',
      '<a href="https://ok.test" onmouseover="alert(1)" style="position:fixed">ok</a>',
      '<details open ontoggle=alert(1)><summary>s</summary></details>',
      '<p><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></p>',
    ];
    for (const fragment of fragments) {
      const html = markup(fragment);
      expect(html, fragment).not.toMatch(/<(?!\/?(p|ul|ol|li|br|strong|em|a|div)\b)|on\w+=|style=|srcdoc/i);
    }
    expect(markup(fragments[3] ?? '')).toBe('<p>kept</p>');
    expect(markup(fragments[4] ?? '')).toBe(
      '<a href="https://ok.test/" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('closes paragraphs and list items as browsers do, and ignores stray end tags', () => {
    expect(markup('<p>one<p>two<ul><li>a<li>b</ul></div><p>three')).toBe(
      '<p>one</p><p>two</p><ul><li>a</li><li>b</li></ul><p>three</p>',
    );
  });

  it('parses hostile input in linear time and flattens deep nesting', () => {
    // Growth, not a wall-clock budget: four times the input may take about four times as long
    // (a quadratic pass would take sixteen), whatever the machine's speed or load.
    const hostile = (n: number) => {
      const started = performance.now();
      markup(`<a ${'x'.repeat(n)}`);
      markup(`<a${' x'.repeat(n / 2)}>`.repeat(3));
      markup('<'.repeat(n));
      markup(`<a ${'b="1"'.repeat(n / 2)}`);
      return performance.now() - started;
    };
    hostile(5_000);
    const small = Math.min(hostile(12_500), hostile(12_500));
    const large = Math.min(hostile(50_000), hostile(50_000));
    expect(large).toBeLessThan(small * 10 + 50);
    // Chromium's parser stops nesting at 512; jsdom has no such cap, so a thousand levels here.
    const deep = toSafeHtmlTree(`${'<div>'.repeat(1_000)}text`);
    let depth = 0;
    for (let node = deep[0]; node?.kind === 'element'; node = node.children[0]) depth++;
    expect(depth).toBeLessThanOrEqual(64);
    expect(markup(`${'<div>'.repeat(1_000)}text`)).toContain('text');
  });
});

describe('safeHref', () => {
  it('accepts http and https only', () => {
    expect(safeHref('http://a.test')).toBe('http://a.test/');
    expect(safeHref('https://a.test/x')).toBe('https://a.test/x');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('java\tscript:alert(1)')).toBeUndefined();
    expect(safeHref('vbscript:x')).toBeUndefined();
    expect(safeHref('mailto:a@b.test')).toBeUndefined();
    expect(safeHref('//evil.test')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});

describe('webAddressHref', () => {
  it('reads a bare host as https and keeps an http(s) address', () => {
    expect(webAddressHref('www.lavazza.it')).toBe('https://www.lavazza.it/');
    expect(webAddressHref(' shop.example.com:8080/it ')).toBe('https://shop.example.com:8080/it');
    expect(webAddressHref('http://a.test/x')).toBe('http://a.test/x');
  });
  it('links nothing that is not a web address', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.test', '', '   ', null]) {
      expect(webAddressHref(value)).toBeUndefined();
    }
  });
});
