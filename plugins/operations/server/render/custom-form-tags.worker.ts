import type { TemplateTag, TemplateTagModule, TemplateTagRender } from '#kernel/server';
import { type FormilySchema, isLanguage, type Language } from '#kernel/shared';
import { CUSTOM_FORM_RESULT_KEYS } from '../../shared/custom-form-result.ts';
import { formHtml } from '../customform/form-html.ts';
import type { PageReturn } from '../services/page-return-html.ts';
import { PAGE_SCOPES, pageReturn } from './page-return.ts';
import '../db/custom-form-tables.ts';

/**
 * The custom-form template tag (chestnut-api §4.4 `cms_custom_form`), contributed to the CMS renderer and loaded in
 * every thread that renders: a published form of the site (by `code`, else `formid`) as server-rendered HTML posting
 * to the public submit endpoint, from the version submissions pin, carrying the page's URL signed (where the answer
 * of a post without JavaScript goes) and the texts of the answers in the tag's language; an unknown, draft or
 * offline form writes nothing. A form with a template for the pipe being rendered (its `templates`) is written by
 * that template, which places the form markup where it wants it.
 */
interface Published {
  formId: number;
  code: string;
  name: string;
  needCaptcha: string;
  templates: Record<string, string>;
  schema: FormilySchema;
}

const formsOf = (r: TemplateTagRender) =>
  r.memo('customForms', async () => {
    const rows = await r.db
      .selectFrom('cmsCustomForm as f')
      .innerJoin('cmsCustomFormVersion as v', (j) => j.onRef('v.formId', '=', 'f.formId').onRef('v.versionNo', '=', 'f.publishedVersion'))
      .select(['f.formId', 'f.code', 'f.name', 'f.needCaptcha', 'f.templates', 'v.schema'])
      .where('f.siteId', '=', r.siteId)
      .where('f.status', '=', 10)
      .execute();
    return rows as Published[];
  });

const cmsCustomForm: TemplateTag = {
  name: 'cms_custom_form',
  block: false,
  title: 'operations:customform.tag.title',
  description: 'operations:customform.tag.desc',
  attrs: [
    { name: 'code', type: 'string', usage: 'operations:customform.tag.attrCode' },
    { name: 'formid', type: 'number', usage: 'operations:customform.tag.attrFormId' },
    { name: 'lang', type: 'string', default: 'zh-CN', options: ['zh-CN', 'zh-TW', 'en'], usage: 'operations:customform.tag.attrLang' },
  ],
  example: { page: 'site', code: '{% cms_custom_form code:"event_signup" %}' },
  pure: true,
  reads: PAGE_SCOPES,
  html: (r, a) =>
    r.andThen(formsOf(r), (forms: Published[]) => {
      const code = a.code == null ? '' : String(a.code).toLowerCase();
      const f = code ? forms.find((x) => x.code.toLowerCase() === code) : forms.find((x) => x.formId === Number(a.formid));
      if (!f) return '';
      const lang: Language = isLanguage(a.lang) ? a.lang : 'zh-CN';
      // the page a browser's post comes back to, signed: the answer goes to no other URL
      return r.andThen(pageReturn(r, CUSTOM_FORM_RESULT_KEYS, lang), (ret: PageReturn) => {
        const html = formHtml(f, f.schema, r.apiBase, lang, ret);
        // the form's template of this pipe, when it has one (not again inside it): it sees the form as `CustomForm`
        // (v1.4.3's `Data`), writing the form with `{{ CustomForm.html | raw }}`
        const template = f.templates?.[r.pipeCode];
        if (!template || r.scope('CustomForm')) return html;
        const view = { formId: f.formId, code: f.code, name: f.name, action: `${r.apiBase}/api/customform/submit`, html };
        return r.andThen(r.include(template, { CustomForm: view, Data: view }), (out) => out ?? html);
      });
    }),
};

const customFormTags: TemplateTagModule = { tags: [cmsCustomForm] };
export default customFormTags;
