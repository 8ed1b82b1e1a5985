import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Default of config `CMSTemplateSuffix` (chestnut-api §4.2). */
export const DEFAULT_TEMPLATE_SUFFIX = '.template.html';
/** The most a template file may hold (bytes of UTF-8). */
export const TEMPLATE_MAX_BYTES = 512 * 1024;
/** A template name: segments of letters, digits and underscore, `/` between them (a sub-directory), then the suffix. */
export const TEMPLATE_NAME = /^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+){0,4}$/;

/** The name part of a path (the suffix taken off when given), or null when it breaks the rule. */
export function templateName(path: string, suffix: string): string | null {
  const name = path.endsWith(suffix) ? path.slice(0, -suffix.length) : path;
  return TEMPLATE_NAME.test(name) ? name : null;
}

const path = Type.String({ minLength: 1, maxLength: 200 });

/** `POST /cms/template` */
export const TemplateAdd = Type.Object({
  siteId: Type.Optional(Wire.id()),
  publishPipeCode: Type.String({ minLength: 1, maxLength: 20 }),
  path,
  remark: Wire.optionalText(500),
});
export type TemplateAdd = Static<typeof TemplateAdd>;

/** `POST /cms/template/rename` */
export const TemplateRename = Type.Object({ templateId: Wire.id(), path, remark: Wire.optionalText(500) });
export type TemplateRename = Static<typeof TemplateRename>;

/** `PUT /cms/template`: the size limit is checked on the bytes, with its own message */
export const TemplateEdit = Type.Object({
  templateId: Wire.id(),
  content: Type.String({ maxLength: TEMPLATE_MAX_BYTES * 2 }),
  remark: Wire.optionalText(500),
});
export type TemplateEdit = Static<typeof TemplateEdit>;

/** `GET /cms/template` */
export const TemplateQuery = Type.Object({ publishPipeCode: Wire.filter(20), filename: Wire.filter(100) });
export type TemplateQuery = Static<typeof TemplateQuery>;

/** A template on the wire (CmsTemplate). */
export interface Template {
  templateId: number;
  siteId: number;
  publishPipeCode: string;
  path: string;
  filesize: number;
  filesizeName: string;
  modifyTime: string | null;
  remark: string | null;
  createBy: string | null;
  createTime: string;
  /** detail only */
  content?: string;
}

/** A template that does not parse: where (1-based line and column) and why; sent as `data` with the error. */
export interface TemplateSyntaxError {
  line: number;
  col: number;
  reason: string;
}

/** `GET /cms/template/impact/{id}`: the pages a template renders in its pipe, directly or through includes. */
export interface TemplateImpact {
  templateId: number;
  publishPipeCode: string;
  /** the template and every template that includes it (names without the suffix) */
  templates: string[];
  siteIndex: boolean;
  /** catalogs whose index or list template is one of them */
  catalogs: { catalogId: number; name: string; index: boolean; list: boolean }[];
  /** published contents whose detail template is one of them */
  contents: number;
  /** home + catalog index and first list pages + content pages */
  pages: number;
}
