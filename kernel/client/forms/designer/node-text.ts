import type { TFunction } from 'i18next';
import { parseFormText, pickFormText } from '../../../shared/form-text.ts';
import type { DesignNode } from './model.ts';

const T_CALL = /^\{\{\s*t\(\s*'([^']+)'\s*\)\s*\}\}$/;

/** A schema text as the console shows it: a `{{t('ns:key')}}` through i18n, the designer's own in this language. */
export function shownText(value: unknown, t: TFunction, lang: string): string {
  const p = parseFormText(value);
  if (p.raw) {
    const m = T_CALL.exec(p.raw);
    return m ? String(t(m[1])) : p.raw;
  }
  return pickFormText(p.text, lang);
}

/** The text a node shows on the canvas: its title, a tab's or column's title, else its name. */
export function nodeCaption(node: DesignNode, t: TFunction, lang: string): string {
  const props = (node.schema['x-component-props'] ?? {}) as Record<string, unknown>;
  return (
    shownText(node.schema.title, t, lang) ||
    shownText(props.tab, t, lang) ||
    shownText(props.title, t, lang) ||
    shownText(props.header, t, lang) ||
    node.name
  );
}
