import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { fillPlaceholders, type TranslationValues } from './translator.ts';
import { useTranslation } from './useTranslation.ts';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

export interface TransProps {
  i18nKey: string;
  /** The element each tag of the text stands for: `<doc>terms</doc>` is `components.doc` around "terms". */
  components: Record<string, ReactElement>;
  values?: TranslationValues;
}

/**
 * A text with elements inside it (a link around a few of its words). The text is cut at its
 * tags before its placeholders are filled, so a value (a company's name) cannot add a tag.
 */
export function Trans({ i18nKey, components, values = {} }: TransProps) {
  const { t, i18n } = useTranslation();
  const text = t(i18nKey);
  const fill = (piece: string) => fillPlaceholders(piece, values, i18n.language);
  const nodes: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [tagged, name = '', inner = ''] = match;
    const component = components[name];
    if (!component) continue;
    nodes.push(
      fill(text.slice(end, match.index)),
      cloneElement(component, { key: nodes.length }, fill(inner)),
    );
    end = match.index + tagged.length;
  }
  nodes.push(fill(text.slice(end)));
  return nodes;
}
