import { type GenModel, label } from './model.ts';
import { titles } from './tpl-seed.ts';

const LANGS = ['zh-CN', 'zh-TW', 'en'] as const;
const WORDS = {
  'zh-CN': { add: '新增', edit: '修改', yes: '是', no: '否' },
  'zh-TW': { add: '新增', edit: '修改', yes: '是', no: '否' },
  en: { add: 'Add', edit: 'Edit', yes: 'Yes', no: 'No' },
} as const;
/** A tree table's picker placeholder and the server's refusals (`{{field}}`: the parent's label). */
const TREE = {
  'zh-CN': {
    tree: { root: '留空：作为顶层' },
    errors: {
      noParent: '{{field}}：不存在编号为 {{id}} 的上级',
      ownDescendant: '{{field}}：不能把一行放到它自己或它下级的下面',
      hasChildren: '“{{name}}”在编号 {{id}} 的下面：请先删除或移走下级',
    },
  },
  'zh-TW': {
    tree: { root: '留空：作為頂層' },
    errors: {
      noParent: '{{field}}：不存在編號為 {{id}} 的上級',
      ownDescendant: '{{field}}：不能把一列放到它自己或它下級的下面',
      hasChildren: '「{{name}}」在編號 {{id}} 的下面：請先刪除或移走下級',
    },
  },
  en: {
    tree: { root: 'Empty: a top-level row' },
    errors: {
      noParent: '{{field}}: there is no row {{id}} to put this one under.',
      ownDescendant: '{{field}}: a row cannot be put under itself or a row below it.',
      hasChildren: '"{{name}}" lies below row {{id}}: delete or move the rows below first.',
    },
  },
} as const;

/** `locales/<lng>/<id>.json` for the three languages: the screen's titles, field labels and the log title. */
export function localeFiles(m: GenModel): Record<string, string> {
  const out: Record<string, string> = {};
  LANGS.forEach((lng, i) => {
    const title = titles(m)[i];
    const w = WORDS[lng];
    const sep = lng === 'en' ? ' ' : '';
    const body = {
      [m.object]: { addTitle: `${w.add}${sep}${title}`, editTitle: `${w.edit}${sep}${title}` },
      fields: Object.fromEntries([m.pk, ...m.own].map((c) => [c.tsField, label(c, lng)])),
      log: { [m.object]: title },
      yes: w.yes,
      no: w.no,
      ...(m.tree ? TREE[lng] : {}),
    };
    out[`locales/${lng}/${m.id}.json`] = `${JSON.stringify(body, null, 2)}\n`;
  });
  return out;
}
