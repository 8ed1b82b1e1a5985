import { type GenModel, label } from './model.ts';
import { titles } from './tpl-seed.ts';

const LANGS = ['zh-CN', 'zh-TW', 'en'] as const;
const WORDS = {
  'zh-CN': { add: '新增', edit: '修改', yes: '是', no: '否' },
  'zh-TW': { add: '新增', edit: '修改', yes: '是', no: '否' },
  en: { add: 'Add', edit: 'Edit', yes: 'Yes', no: 'No' },
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
    };
    out[`locales/${lng}/${m.id}.json`] = `${JSON.stringify(body, null, 2)}\n`;
  });
  return out;
}
