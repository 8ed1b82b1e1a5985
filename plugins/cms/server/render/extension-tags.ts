import { type Context, type Liquid, type Parser, Tag, type TagToken, type TopLevelToken } from 'liquidjs';
import { CONTRIBUTED_TAG_NAME, type TemplateFilter, type TemplateTag, type TemplateTagModule } from '#kernel/server';
import { renderOf } from './contributed-render.ts';
import type { RenderData } from './render-data.ts';
import { loadTagModules, tagModulesOf } from './tag-modules.ts';
import { CMS_TAGS, type CmsTag, DATA, knowTagPurity, settle } from './tags.ts';

/**
 * The template tags other plugins contribute (kernel/server/template-tags.ts): every render of a kernel — on the
 * main thread, and in the render workers — registers the tags and filters of its modules (tag-modules.ts) on its
 * engines beside the CMS's own. The engines also take any other `cms_*` tag as absent: it writes nothing.
 */

/** The contributed tags and filters of one list of modules, as the engine registers them. */
export interface Extensions {
  /** the module list, for the engine cache key */
  key: string;
  tags: CmsTag[];
  filters: { name: string; handler: (this: { context: Context }, value: unknown, ...args: unknown[]) => unknown }[];
  /** the contributed tags as their modules describe them (the Directive screen) */
  docs: TemplateTag[];
}

const NONE: Extensions = { key: '', tags: [], filters: [], docs: [] };
const sets = new Map<string, Promise<Extensions>>();

/** The extensions of a kernel's renders, loaded once per list of modules (a module that fails to load fails the renders, naming it). */
export function extensionsOf(kernel: object): Promise<Extensions> {
  const urls = tagModulesOf(kernel);
  if (!urls.length) return Promise.resolve(NONE);
  const key = urls.join('|');
  let set = sets.get(key);
  if (!set) {
    set = loadTagModules(urls).then((mods) => build(key, mods));
    set.catch(() => sets.delete(key));
    sets.set(key, set);
  }
  return set;
}

function build(key: string, mods: TemplateTagModule[]): Extensions {
  const names = new Set(CMS_TAGS.map((t) => t.name));
  const docs: TemplateTag[] = [];
  for (const t of mods.flatMap((m) => m.tags)) {
    if (!CONTRIBUTED_TAG_NAME.test(t.name)) throw new Error(`contributed tag "${t.name}" must be named cms_<name>`);
    if (names.has(t.name)) throw new Error(`contributed tag "${t.name}" is already registered`);
    if (t.block !== !!t.rows || !t.block !== !!t.html)
      throw new Error(`contributed tag "${t.name}": a block tag has rows, an inline tag html`);
    names.add(t.name);
    docs.push(t);
  }
  const filters = mods.flatMap((m) => m.filters ?? []).map(filterOf);
  for (const t of docs) knowTagPurity(t.name, { pure: t.pure, reads: t.reads });
  return { key, tags: docs.map(adapt), filters, docs };
}

const adapt = (t: TemplateTag): CmsTag => ({
  name: t.name,
  block: t.block,
  attrs: t.attrs,
  pure: t.pure,
  reads: t.reads,
  rows: t.rows && ((d, a, ctx) => t.rows!(renderOf(d, ctx), a)),
  html: t.html && ((d, a, ctx, liquid) => t.html!(renderOf(d, ctx, liquid), a)),
});

const filterOf = (f: TemplateFilter): Extensions['filters'][number] => ({
  name: f.name,
  handler(value, ...args) {
    const d = this.context.getRegister(DATA) as RenderData;
    return settle(this.context, f.fn(renderOf(d, this.context), value, ...args), () => undefined);
  },
});

/**
 * A `cms_*` tag no enabled plugin provides (friend links with the operations plugin off): it writes nothing, and
 * skips its body when the template closes it (`end<name>`). A template keeps rendering whatever is enabled.
 */
function absentTag(name: string) {
  return class extends Tag {
    constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
      super(token, remain, liquid);
      const end = `end${name}`;
      if (!remain.some((x) => (x as { name?: string }).name === end)) return;
      const stream = parser
        .parseStream(remain)
        .on(`tag:${end}`, () => stream.stop())
        .on('template', () => {});
      stream.start();
    }
    *render(): Generator<unknown, void, unknown> {}
  };
}

/** Makes an engine take the `cms_*` tags it lacks as absent ones (made once per name). */
export function allowAbsentTags(engine: Liquid): void {
  const made = new Map<string, ReturnType<typeof absentTag>>();
  const tags = engine.tags;
  (engine as { tags: Liquid['tags'] }).tags = new Proxy(tags, {
    get(target, name, receiver) {
      const own = Reflect.get(target, name, receiver);
      if (own || typeof name !== 'string' || !CONTRIBUTED_TAG_NAME.test(name)) return own;
      let cls = made.get(name);
      if (!cls) {
        made.set(name, (cls = absentTag(name)));
        // it writes nothing: an include made of it may be kept
        knowTagPurity(name, { pure: true });
      }
      return cls;
    },
  });
}
