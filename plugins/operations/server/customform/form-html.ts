import type { FormilySchema } from '#kernel/shared';
import { CUSTOM_FORM_HONEYPOT } from '../../shared/custom-form.ts';
import { formText } from '../../shared/form-text.ts';
import { escapeHtml } from '#kernel/shared';
import { backInputs, type PageReturn, returnMessageScript, returnTable } from '../services/page-return-html.ts';
import { type SchemaField, schemaFields } from './schema-walk.ts';

/** The few words of the published form, in the three languages (the tag's `lang`). */
const WORDS = {
  'zh-CN': { submit: '提交', captcha: '验证码', required: '必填', refresh: '换一张', website: '请勿填写' },
  'zh-TW': { submit: '送出', captcha: '驗證碼', required: '必填', refresh: '換一張', website: '請勿填寫' },
  en: { submit: 'Submit', captcha: 'Captcha', required: 'required', refresh: 'New image', website: 'Leave this empty' },
} as const;
type Lang = keyof typeof WORDS;

/** A schema text in a language (`{{t(…)}}` expressions have no dictionary here: their key). */
const text = (v: unknown, lang: Lang) => formText(v, lang);

function control(f: SchemaField, id: string, lang: Lang): string {
  const name = escapeHtml(f.code);
  const req = f.required ? ' required' : '';
  const max = f.maxLength ? ` maxlength="${f.maxLength}"` : '';
  const c = f.component;
  if (f.options.length && /Checkbox/.test(c))
    return f.options
      .map(
        (o) =>
          `<label><input type="checkbox" name="${name}[${escapeHtml(o.value)}]" value="${escapeHtml(o.value)}"> ${escapeHtml(text(o.label, lang))}</label>`,
      )
      .join('');
  if (f.options.length && /Radio/.test(c))
    return f.options
      .map(
        (o) => `<label><input type="radio" name="${name}" value="${escapeHtml(o.value)}"${req}> ${escapeHtml(text(o.label, lang))}</label>`,
      )
      .join('');
  if (f.options.length)
    return `<select id="${id}" name="${name}"${req}><option value=""></option>${f.options
      .map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(text(o.label, lang))}</option>`)
      .join('')}</select>`;
  if (/TextArea|Textarea/.test(c)) return `<textarea id="${id}" name="${name}" rows="4"${req}${max}></textarea>`;
  if (f.type === 'boolean' || c === 'Switch') return `<input type="checkbox" id="${id}" name="${name}" value="true">`;
  const type =
    f.type === 'number' || /Number/.test(c) ? 'number' : /Date/.test(c) || f.type === 'date' ? 'date' : f.personal ? 'tel' : 'text';
  return `<input type="${type}" id="${id}" name="${name}"${req}${max}>`;
}

/**
 * A published form as HTML that works without JavaScript: it posts encoded to the public endpoint, which sends the
 * browser back to the signed page URL with the result as a message key; a small script, when it runs, keeps a
 * browser id for the UUID rule, loads the captcha and shows the text of the key it was sent back with, from the
 * table rendered here (the field it names by its label here, the numbers of the query). Every text is escaped.
 */
export function formHtml(
  form: { formId: number; code: string; name: string; needCaptcha: string },
  schema: FormilySchema,
  action: string,
  language: string,
  ret: PageReturn,
): string {
  const lang: Lang = language in WORDS ? (language as Lang) : 'zh-CN';
  const w = WORDS[lang];
  const fid = `cf${form.formId}`;
  // an upload needs the enhanced form (a file goes to the upload endpoint first): the plain form leaves it out
  const fields = schemaFields(schema);
  const labels = Object.fromEntries(fields.map((f) => [f.code, { field: text(f.title, lang) || f.code }]));
  const rows = fields
    .filter((f) => !/Upload/.test(f.component))
    .map((f) => {
      const id = `${fid}_${escapeHtml(f.code)}`;
      const star = f.required ? ` <abbr class="cf-required" title="${w.required}">*</abbr>` : '';
      return `<div class="cf-field"><label for="${id}">${escapeHtml(text(f.title, lang))}${star}</label>${control(f, id, lang)}${
        f.description ? `<small>${escapeHtml(text(f.description, lang))}</small>` : ''
      }</div>`;
    });
  const captcha =
    form.needCaptcha === 'Y'
      ? `<div class="cf-field cf-captcha"><label for="${fid}_captcha">${w.captcha}</label><input type="text" id="${fid}_captcha" name="captchaCode" required autocomplete="off"><input type="hidden" name="captchaUuid"><img alt="${w.captcha}" data-cf-captcha><button type="button" data-cf-refresh>${w.refresh}</button></div>`
      : '';
  const api = escapeHtml(action);
  return [
    `<form id="cms-custom-form" class="cms-custom-form" data-form-code="${escapeHtml(form.code)}" method="post" action="${api}/api/customform/submit" accept-charset="utf-8">`,
    `<p class="cf-result" role="status" hidden></p>`,
    `<input type="hidden" name="formId" value="${form.formId}"><input type="hidden" name="uuid">`,
    backInputs(ret),
    ...rows,
    captcha,
    `<div aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden"><label>${w.website}<input type="text" name="${CUSTOM_FORM_HONEYPOT}" tabindex="-1" autocomplete="off"></label></div>`,
    `<button type="submit">${w.submit}</button>`,
    `</form>`,
    returnTable(`${fid}_texts`, ret.messages, labels),
    `<script>(function(){var f=document.getElementById('cms-custom-form');if(!f)return;`,
    `try{var k='cf_uuid',u=localStorage.getItem(k);if(!u){u=(crypto.randomUUID?crypto.randomUUID():String(Math.random()).slice(2));localStorage.setItem(k,u)}f.uuid.value=u}catch(e){}`,
    // the text of the answer's key from the table above; only a field code of the table and numbers come from the URL
    returnMessageScript({ prefix: 'cf', tableId: `${fid}_texts`, target: "f.querySelector('.cf-result')", className: 'cf-result' }),
    `var img=f.querySelector('[data-cf-captcha]');function cap(){fetch('${api}/api/customform/captcha?formId=${form.formId}').then(function(r){return r.json()}).then(function(r){if(r.data){img.src='data:image/png;base64,'+r.data.img;f.captchaUuid.value=r.data.uuid}})}`,
    `if(img){cap();f.querySelector('[data-cf-refresh]').onclick=cap}})();</script>`,
  ].join('');
}
