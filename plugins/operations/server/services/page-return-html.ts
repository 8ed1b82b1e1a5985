import { escapeHtml } from '#kernel/shared';
import { RETURN_PARAM_VALUE } from '../../shared/page-return.ts';

/**
 * Where a published form's browser post goes back to (the page URL and the server's signature of it) and the texts
 * of the answers in the page's language (message key → text; `{{field}}`, `{{limit}}`… left for the page's script).
 */
export interface PageReturn {
  back: string;
  backSig: string;
  messages: Record<string, string>;
}

/** The hidden fields of a form that carry its way back (shared/page-return.ts). */
export const backInputs = (ret: PageReturn) =>
  `<input type="hidden" name="back" value="${escapeHtml(ret.back)}"><input type="hidden" name="backSig" value="${escapeHtml(ret.backSig)}">`;

/** JSON inside a script element: nothing in it can close the element or start markup. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The table a page's script reads the answer's text from: the messages, and per field code the words that fill a
 * message naming it (`{ field: 'Name' }`, a vote's `{ field: 'Question 1', subject: '…' }`).
 */
export const returnTable = (id: string, messages: Record<string, string>, fields: Record<string, Record<string, string>>) =>
  `<script type="application/json" id="${id}">${scriptJson({ messages, fields })}</script>`;

/**
 * The script statement that shows the answer a page was sent back with (the channel's `<prefix>_key`), when `when`
 * (a script expression) holds: the text of the key from the table `tableId`, its `{{name}}`s filled from the table's
 * words for the field the URL names, else from the URL's `p_<name>` when a number or a date-time — no other word of
 * the URL reaches the page. The element `target` (a script expression) gets the text and the classes
 * `<className> <prefix>-ok|error`.
 */
export function returnMessageScript(o: { prefix: string; tableId: string; target: string; className: string; when?: string }): string {
  const { prefix } = o;
  return (
    `(function(){var q=new URLSearchParams(location.search),k=q.get('${prefix}_key'),h=Object.prototype.hasOwnProperty;` +
    `if(!k${o.when ? `||!(${o.when})` : ''})return;var T=JSON.parse(document.getElementById('${o.tableId}').textContent),c=q.get('${prefix}_field')||'';` +
    `var F=h.call(T.fields,c)?T.fields[c]:{},E=${o.target};if(!E||!h.call(T.messages,k))return;` +
    `E.textContent=T.messages[k].replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g,function(_,n){if(h.call(F,n))return F[n];if(n==='field')return '';` +
    `var v=q.get('p_'+n);return v&&/${RETURN_PARAM_VALUE.source}/.test(v)?v:''});` +
    `E.hidden=false;E.className='${o.className} ${prefix}-'+(q.get('${prefix}_result')==='ok'?'ok':'error')})();`
  );
}
