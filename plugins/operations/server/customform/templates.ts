import { invalidField, ok, type Kernel, type RouteApp } from '#kernel/server';
import { cmsOf, siteOf } from '../services/cms.ts';

/** A template name as a form keeps it: the path without the pipe's template suffix. */
const bare = (v: string, suffix: string) => (v.endsWith(suffix) ? v.slice(0, -suffix.length) : v);

/**
 * Checks a form's per-pipe templates (v1.4.3 `templates: {pipeCode: template}`) against the site: each one set must
 * name an enabled pipe of the site and a template file of that pipe, else it is refused naming the field
 * (`templates.<pipeCode>`). Returns them as kept (blank ones left out, names without the suffix).
 */
export async function checkedTemplates(kernel: Kernel, siteId: number, templates: Record<string, string>): Promise<Record<string, string>> {
  const set = Object.entries(templates)
    .map(([pipe, tpl]) => [pipe, String(tpl ?? '').trim()] as const)
    .filter(([, tpl]) => tpl);
  if (!set.length) return {};
  const pipes = await cmsOf(kernel).pipeTemplates(siteId);
  const out: Record<string, string> = {};
  for (const [pipe, tpl] of set) {
    const p = pipes.find((x) => x.pipeCode === pipe);
    const name = p ? bare(tpl, p.suffix) : tpl;
    if (!p || !p.templates.some((x) => bare(x, p.suffix) === name))
      throw invalidField(`templates.${pipe}`, 'operations:customform.errors.noTemplate', { pipe, template: tpl });
    out[pipe] = name;
  }
  return out;
}

/** `GET /cms/customform/templates`: the current site's enabled pipes and their templates, for the edit screen's selects. */
export function customFormTemplatesRoute(app: RouteApp, kernel: Kernel) {
  app.get('/cms/customform/templates', { config: { access: 'cms:customform:view' } }, async (req) => {
    const site = await siteOf(kernel, req);
    const pipes = await cmsOf(kernel).pipeTemplates(site.siteId);
    return ok(pipes.map((p) => ({ pipeCode: p.pipeCode, pipeName: p.pipeName, templates: p.templates.map((x) => bare(x, p.suffix)) })));
  });
}
