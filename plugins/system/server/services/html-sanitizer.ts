import xss, { type IWhiteList } from 'xss';

// xss is CommonJS: its named exports hang off the default export at run time
const { FilterXSS, getDefaultWhiteList, safeAttrValue } = xss as unknown as typeof import('xss');

/** Elements and attributes the rich-text editor produces (and ordinary pasted formatting needs). */
function allowList(): IWhiteList {
  const base = getDefaultWhiteList();
  const list: IWhiteList = {};
  const styled = [
    'p',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'big',
    'mark',
    'font',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'caption',
    'colgroup',
    'col',
    'a',
    'img',
    'figure',
    'figcaption',
  ];
  for (const tag of styled) list[tag] = [...new Set([...(base[tag] ?? []), 'style', 'class'])];
  list.a = [...new Set([...(list.a ?? []), 'href', 'target', 'title', 'rel'])];
  list.img = [...new Set([...(list.img ?? []), 'src', 'alt', 'title', 'width', 'height'])];
  list.font = [...new Set([...(list.font ?? []), 'color', 'size', 'face'])];
  return list;
}

const filter = new FilterXSS({
  whiteList: allowList(),
  // anything not allowed is dropped, and the bodies of active elements with it
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
  allowCommentTag: false,
  safeAttrValue(tag, name, value, css) {
    // links may not carry inline documents: data: is allowed only for images
    if (name === 'href' && /^\s*data:/i.test(value)) return '';
    if (name === 'target') return value === '_blank' || value === '_self' ? value : '';
    return safeAttrValue(tag, name, value, css);
  },
});

/**
 * Sanitises rich-text HTML on the server before it is stored (security.md #32): keeps ordinary formatting,
 * drops scripts, event-handler attributes, `javascript:` URLs and other active content.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return filter.process(html);
}
