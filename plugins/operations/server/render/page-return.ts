import path from 'node:path';
import { Messages, signWith } from '#kernel/worker';
import type { MaybeLater, TemplateTagRender } from '#kernel/server';
import type { Language } from '#kernel/shared';
import { PAGE_BACK_PURPOSE } from '../../shared/page-return.ts';
import type { PageReturn } from '../services/page-return-html.ts';

// the server's messages, read once per thread that renders (the answers' texts a page shows)
let messages: Messages | null = null;
const answerTexts = (lang: Language, keys: readonly string[]) => {
  messages ??= new Messages(path.resolve(process.cwd(), 'locales'));
  const m = messages;
  return Object.fromEntries(keys.map((k) => [k, m.t(lang, k)]));
};

/** The scope names a tag that signs its page's URL reads (its `reads`). */
export const PAGE_SCOPES = ['Content', 'DynamicPage', 'Catalog', 'Site'];

/** The URL of the page being rendered: its content's, else the dynamic page's, else its catalog's, else the site's. */
function pageLink(r: TemplateTagRender): string {
  for (const name of PAGE_SCOPES) {
    const link = (r.scope(name) as { link?: unknown } | undefined)?.link;
    if (typeof link === 'string' && link) return link;
  }
  return '';
}

/**
 * The way back of a form a tag renders (a custom form's, a vote's): the page's URL signed by the server (a browser's
 * post is answered with a redirect to no other URL; one signature per page and render) and the texts of the
 * channel's answer keys in the tag's language.
 */
export function pageReturn(r: TemplateTagRender, keys: readonly string[], lang: Language): MaybeLater<PageReturn> {
  const back = pageLink(r);
  return r.andThen(
    r.memo(`pageBack:${back}`, () => signWith(r.db, PAGE_BACK_PURPOSE, back)),
    (backSig: string) => ({
      back,
      backSig,
      messages: answerTexts(lang, keys),
    }),
  );
}
