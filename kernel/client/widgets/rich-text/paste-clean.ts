/**
 * Cleans HTML pasted from Word/WPS (and other office suites) before the editor parses it. The editor's
 * schema already drops unknown elements; this removes what would otherwise leak through as text or
 * noise (conditional comments, list bullets typed as text, mso-* styles, classes, <font>, empty spans)
 * and turns Word's paragraph-lists back into real lists.
 */

/** Inline CSS kept on paste: what carries meaning the editor can map (bold/italic via style, colour, alignment). */
const KEPT_CSS = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
  'vertical-align',
]);

/** Elements removed with their content. */
const DROP = 'script,style,meta,link,title,xml,template,noscript,iframe,object,embed';

// Word's list paragraphs: style="mso-list:l0 level2 lfo1"
const MSO_LIST = /mso-list:\s*l(\d+)\s+level(\d+)/i;
// what Word types in front of a numbered item: "1." "a)" "(iv)" "一、"
const ORDERED_MARKER = /^\s*\(?([0-9]{1,3}|[a-z]{1,3}|[ivxlc]{1,6}|[一二三四五六七八九十]{1,3})[.)、．]/i;

/** Removes Office conditional comments and every other comment from the markup. */
export function stripConditionals(html: string): string {
  return (
    html
      // <!--[if gte mso 9]> … <![endif]--> (and its variants): Office-only content, dropped entirely
      .replace(/<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi, '')
      // downlevel-revealed <![if !vml]> … <![endif]>: the markers go, the content (the fallback) stays
      .replace(/<!\[(?:if[^\]]*|endif)\]>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
  );
}

function styleOf(el: Element): string {
  return el.getAttribute('style') ?? '';
}

function keepCss(style: string): string {
  const kept: string[] = [];
  for (const decl of style.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const name = decl.slice(0, at).trim().toLowerCase();
    const value = decl.slice(at + 1).trim();
    // Word writes "windowtext" / "black" everywhere: that is the default colour, not formatting
    if (name === 'color' && /^(windowtext|black|#000000|#000|auto)$/i.test(value)) continue;
    if (KEPT_CSS.has(name) && value && !/url\(|expression\(/i.test(value)) kept.push(`${name}:${value}`);
  }
  return kept.join(';');
}

function unwrap(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  while (el.firstChild) parent.insertBefore(el.firstChild, el);
  parent.removeChild(el);
}

function nextElement(el: Element): Element | null {
  let n = el.nextSibling;
  while (n && n.nodeType === 3 && !n.textContent?.trim()) n = n.nextSibling;
  return n && n.nodeType === 1 ? (n as Element) : null;
}

/** Turns runs of Word list paragraphs (p style="mso-list:…") into nested ul/ol. */
function rebuildLists(doc: Document): void {
  const done = new Set<Element>();
  for (const first of Array.from(doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6'))) {
    if (done.has(first) || !MSO_LIST.test(styleOf(first))) continue;
    const run: Element[] = [];
    for (let el: Element | null = first; el && MSO_LIST.test(styleOf(el)); el = nextElement(el)) run.push(el);
    const stack: HTMLElement[] = [];
    let root: HTMLElement | null = null;
    for (const p of run) {
      done.add(p);
      const level = Math.max(1, Number(MSO_LIST.exec(styleOf(p))?.[2] ?? 1));
      const ignored = Array.from(p.querySelectorAll('[style*="mso-list"]')).filter((s) => /mso-list:\s*ignore/i.test(styleOf(s)));
      const marker = ignored.map((s) => s.textContent ?? '').join('');
      for (const s of ignored) s.remove();
      const tag = ORDERED_MARKER.test(marker) ? 'ol' : 'ul';
      while (stack.length > level) stack.pop();
      while (stack.length < level) {
        const list = doc.createElement(stack.length + 1 === level ? tag : 'ul');
        const parentList = stack[stack.length - 1];
        if (parentList) {
          let holder = parentList.lastElementChild;
          if (!holder) {
            holder = doc.createElement('li');
            parentList.appendChild(holder);
          }
          holder.appendChild(list);
        } else root = list;
        stack.push(list);
      }
      const li = doc.createElement('li');
      const para = doc.createElement('p');
      while (p.firstChild) para.appendChild(p.firstChild);
      li.appendChild(para);
      stack[stack.length - 1].appendChild(li);
    }
    if (root) first.parentNode?.insertBefore(root, first);
    for (const p of run) p.remove();
  }
}

/** The cleaned HTML for a paste; safe to call with any HTML (non-Office markup passes mostly unchanged). */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(stripConditionals(html), 'text/html');
  for (const el of Array.from(doc.querySelectorAll(DROP))) el.remove();
  rebuildLists(doc);
  // the bullets Word types as text inside list paragraphs that were not part of a run
  for (const el of Array.from(doc.body.querySelectorAll('[style]'))) if (/mso-list:\s*ignore/i.test(styleOf(el))) el.remove();
  // local files Word refers to (file:///C:/Users/…/clip_image001.png) cannot be loaded by anyone
  for (const img of Array.from(doc.body.querySelectorAll('img'))) if (/^\s*file:/i.test(img.getAttribute('src') ?? '')) img.remove();

  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const name = el.tagName.toLowerCase();
    // Office namespaces: <o:p>, <w:sdt>, <st1:…> wrap text; <v:shape> and friends are drawings
    if (name.includes(':')) {
      if (name.startsWith('v:')) el.remove();
      else unwrap(el);
      continue;
    }
    el.removeAttribute('class');
    el.removeAttribute('lang');
    el.removeAttribute('id');
    // Word's table layout attributes (the editor lays tables out itself)
    if (/^(table|tr|td|th|tbody|thead|col|colgroup)$/.test(name))
      for (const a of ['width', 'height', 'border', 'cellspacing', 'cellpadding', 'valign', 'align', 'bgcolor']) el.removeAttribute(a);
    for (const a of Array.from(el.attributes)) if (/^(on|data-|x:|v:|o:|w:)/i.test(a.name)) el.removeAttribute(a.name);
    const style = el.getAttribute('style');
    if (style != null) {
      const kept = keepCss(style);
      if (kept) el.setAttribute('style', kept);
      else el.removeAttribute('style');
    }
  }
  // after the attributes went: <font>, bare spans and name-only anchors add nothing
  for (const el of Array.from(doc.body.querySelectorAll('font, span:not([style]), a:not([href])'))) unwrap(el);
  return doc.body.innerHTML;
}
