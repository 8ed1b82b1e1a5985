import type { TemplateTag, TemplateTagModule, TemplateTagRender } from '#kernel/server';
import type { FormilySchema } from '#kernel/shared';
import { formHtml } from '../customform/form-html.ts';
import '../db/custom-form-tables.ts';

/**
 * The custom-form template tag (chestnut-api §4.4 `cms_custom_form`), contributed to the CMS renderer and loaded in
 * every thread that renders: a published form of the site (by `code`, else `formid`) as server-rendered HTML posting
 * to the public submit endpoint, from the version submissions pin; an unknown, draft or offline form writes nothing.
 */
interface Published {
  formId: number;
  code: string;
  name: string;
  needCaptcha: string;
  schema: FormilySchema;
}

const formsOf = (r: TemplateTagRender) =>
  r.memo('customForms', async () => {
    const rows = await r.db
      .selectFrom('cmsCustomForm as f')
      .innerJoin('cmsCustomFormVersion as v', (j) => j.onRef('v.formId', '=', 'f.formId').onRef('v.versionNo', '=', 'f.publishedVersion'))
      .select(['f.formId', 'f.code', 'f.name', 'f.needCaptcha', 'v.schema'])
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
  html: (r, a) =>
    r.andThen(formsOf(r), (forms: Published[]) => {
      const code = a.code == null ? '' : String(a.code).toLowerCase();
      const f = code ? forms.find((x) => x.code.toLowerCase() === code) : forms.find((x) => x.formId === Number(a.formid));
      return f ? formHtml(f, f.schema, r.apiBase, String(a.lang ?? 'zh-CN')) : '';
    }),
};

const customFormTags: TemplateTagModule = { tags: [cmsCustomForm] };
export default customFormTags;
