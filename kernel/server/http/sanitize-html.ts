import xss, { type IWhiteList } from 'xss';
import { isSafeUrl } from '../../shared/safe-url.ts';

// xss is CommonJS: its named exports hang off the default export at run time
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof import('xss');

/** Inline CSS rich text may keep; everything else (positioning, url(), expression()) goes. */
const CSS_PROPERTIES = ['color', 'background-color', 'text-align'] as const;
// colour names, #hex, rgb()/hsl() and alignment keywords: no url(, no expression(, no escapes
const CSS_VALUE = /^[#a-z0-9\s.,%()-]*$/i;
const CSS_FUNCTION = /([a-z-]+)\s*\(/gi;

/** Elements and attributes the rich-text editor (kernel/client/widgets/rich-text) produces. */
function allowList(): IWhiteList {
  const styled = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'li', 'td', 'th', 'div'];
  const plain = [
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'strike',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'pre',
    'ul',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'caption',
    'colgroup',
    'col',
  ];
  const list: IWhiteList = {};
  for (const tag of plain) list[tag] = [];
  for (const tag of styled) list[tag] = ['style'];
  list.ol = ['start', 'type'];
  list.code = ['class'];
  list.td = ['style', 'colspan', 'rowspan'];
  list.th = ['style', 'colspan', 'rowspan'];
  list.a = ['href', 'target', 'rel', 'title'];
  list.img = ['src', 'alt', 'title', 'width', 'height'];
  list.video = ['src', 'controls', 'poster', 'width', 'height'];
  list.audio = ['src', 'controls'];
  return list;
}

function cleanStyle(value: string): string {
  const kept: string[] = [];
  for (const decl of value.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const name = decl.slice(0, at).trim().toLowerCase();
    const v = decl.slice(at + 1).trim();
    if (!(CSS_PROPERTIES as readonly string[]).includes(name) || !v || !CSS_VALUE.test(v)) continue;
    const fns = [...v.matchAll(CSS_FUNCTION)].map((m) => m[1].toLowerCase());
    if (fns.some((f) => !/^(rgb|rgba|hsl|hsla)$/.test(f))) continue;
    kept.push(`${name}:${v}`);
  }
  return kept.length ? `${kept.join(';')};` : '';
}

function attrValue(tag: string, name: string, raw: string, internal?: RegExp): string {
  // decode entities and drop control characters first, so "jav&#x61;script:" is seen as what it is
  const value = friendlyAttrValue(raw).trim();
  switch (name) {
    case 'href':
      return isSafeUrl(value, 'link') || internal?.test(value) ? escapeAttrValue(value) : '';
    case 'src':
    case 'poster':
      return isSafeUrl(value, 'media') || internal?.test(value) ? escapeAttrValue(value) : '';
    case 'style':
      return escapeAttrValue(cleanStyle(value));
    case 'target':
      return value === '_blank' || value === '_self' ? value : '';
    case 'rel':
      return escapeAttrValue(value.replace(/[^a-z\s]/gi, ''));
    case 'class':
      // only a code block's language survives (what the editor writes); Word/WPS classes go
      return tag === 'code' && /^language-[\w+#-]+$/.test(value) ? value : '';
    case 'colspan':
    case 'rowspan':
    case 'start':
    case 'width':
    case 'height':
      return /^\d{1,4}(px|%)?$/.test(value) ? value : '';
    case 'controls':
      return '';
    default:
      return escapeAttrValue(value);
  }
}

function makeFilter(internal?: RegExp) {
  return new FilterXSS({
    whiteList: allowList(),
    // anything not allowed is dropped, and the bodies of active elements with it
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'xml', 'title', 'head'],
    allowCommentTag: false,
    css: false,
    safeAttrValue: (tag, name, value) => attrValue(tag, name, value, internal),
    // a style or class with nothing left is left out rather than written empty
    onTagAttr: (tag, name, value, isWhiteAttr) =>
      isWhiteAttr && (name === 'style' || name === 'class') && attrValue(tag, name, value, internal) === '' ? '' : undefined,
  });
}
const filter = makeFilter();
const filters = new Map<string, ReturnType<typeof makeFilter>>();

/**
 * Sanitises rich-text HTML on the server before it is stored (security.md #32): keeps what the editor
 * writes (headings, marks, lists, tables, links, images, video/audio, colour and alignment), drops
 * scripts, event handlers, unsafe URL schemes, foreign styles and every other active content. A host may
 * name the internal links it resolves itself (`internalLinks`, an anchored pattern); they are kept as they are.
 */
export function sanitizeRichHtml(html: string | null | undefined, opts: { internalLinks?: RegExp } = {}): string {
  if (!html) return '';
  if (!opts.internalLinks) return filter.process(html);
  // a host's own link scheme (the CMS's iurl://…), kept when it matches the host's exact pattern
  const key = opts.internalLinks.source;
  let f = filters.get(key);
  if (!f) filters.set(key, (f = makeFilter(opts.internalLinks)));
  return f.process(html);
}
