import { Typography } from 'antd';
import { createElement, type ReactNode, useMemo } from 'react';
import { type SafeHtmlNode, toSafeHtmlTree } from './toSafeHtmlTree.ts';

export interface SafeHtmlProps {
  /** Untrusted HTML: it is parsed, never inserted, and only whitelisted markup is rendered. */
  html: string;
  'data-testid'?: string;
}

export function renderSafeHtml(nodes: readonly SafeHtmlNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    if (node.tag === 'br') return createElement('br', { key: index });
    const props =
      node.tag === 'a'
        ? { key: index, href: node.href, target: '_blank', rel: 'noopener noreferrer' }
        : { key: index };
    return createElement(node.tag, props, ...renderSafeHtml(node.children));
  });
}

/** Formatted text from third-party HTML (job offers): paragraphs, lists, emphasis and links. */
export function SafeHtml({ html, 'data-testid': testId }: SafeHtmlProps) {
  const content = useMemo(() => renderSafeHtml(toSafeHtmlTree(html)), [html]);
  return <Typography data-testid={testId}>{content}</Typography>;
}
