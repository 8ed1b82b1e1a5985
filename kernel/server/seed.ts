import crypto from 'node:crypto';
import type { Db } from './db/database.ts';
import { sql } from './db/database.ts';
import type { ServerPlugin, Texts } from './plugin.ts';
import { LANGUAGES } from '../shared/constants.ts';

/** i18n key of a seeded menu title. */
export const menuTitleKey = (keyOrId: string | number) => `MENU.NAME.${keyOrId}`;
export const dictLabelKey = (type: string, value: string) => `DICT.${type}.${value}`;
export const dictNameKey = (type: string) => `DICT.${type}`;
export const configNameKey = (key: string) => `CONFIG.${key}`;

async function putTexts(db: Db, plugin: string, key: string, texts: Texts, former: Texts[] = []): Promise<void> {
  await db
    .insertInto('sysI18nDict')
    .values(LANGUAGES.map((l) => ({ langTag: l, langKey: key, langValue: texts[l], plugin })))
    .onConflict((oc) => oc.columns(['langTag', 'langKey']).doNothing())
    .execute();
  // a text an earlier seed wrote and nobody changed since follows the seed; an edited one stays
  for (const l of LANGUAGES) {
    const old = former.map((f) => f[l]).filter((v) => v !== texts[l]);
    if (old.length)
      await db
        .updateTable('sysI18nDict')
        .set({ langValue: texts[l] })
        .where('langTag', '=', l)
        .where('langKey', '=', key)
        .where('langValue', 'in', old)
        .execute();
  }
}

/**
 * Applies every enabled plugin's seed, inserting rows that are missing by their stable key; rows an
 * administrator has since edited (or deleted) are left as they are until the plugin's seed itself changes.
 */
export async function applySeeds(db: Db, plugins: ServerPlugin[]): Promise<void> {
  // a plugin whose seed did not change since the last start is skipped (fast restarts)
  await sql`create table if not exists zx_seed (plugin text primary key, hash text not null, applied_at timestamptz not null default now())`.execute(
    db,
  );
  const done = new Map(
    (await sql<{ plugin: string; hash: string }>`select plugin, hash from zx_seed`.execute(db)).rows.map((r) => [r.plugin, r.hash]),
  );
  for (const p of plugins) {
    const s = p.seed;
    if (!s) continue;
    const hash = crypto.createHash('sha256').update(JSON.stringify(s)).digest('hex');
    if (done.get(p.id) === hash) continue;
    await db.transaction().execute(async (trx) => {
      for (const m of s.menus ?? []) {
        let parentId = 0;
        if (m.parent) {
          const parent = await trx.selectFrom('sysMenu').select('menuId').where('menuKey', '=', m.parent).executeTakeFirst();
          if (!parent) throw new Error(`plugin "${p.id}": menu "${m.key}" names unknown parent "${m.parent}"`);
          parentId = parent.menuId;
        }
        await trx
          .insertInto('sysMenu')
          .values({
            menuKey: m.key,
            plugin: p.id,
            menuName: m.title['zh-CN'],
            parentId,
            orderNum: m.order,
            path: m.path ?? '',
            component: m.component ?? null,
            query: m.query ?? null,
            isFrame: m.isFrame ? 'Y' : 'N',
            isCache: m.isCache === false ? 'N' : 'Y',
            menuType: m.type,
            visible: m.visible === false ? 'N' : 'Y',
            perms: m.perms ?? null,
            icon: m.icon ?? null,
            createBy: 'system',
          })
          .onConflict((oc) => oc.column('menuKey').doNothing())
          .execute();
        const formerNames = (m.formerTitles ?? []).map((f) => f['zh-CN']).filter((v) => v !== m.title['zh-CN']);
        if (formerNames.length)
          await trx
            .updateTable('sysMenu')
            .set({ menuName: m.title['zh-CN'] })
            .where('menuKey', '=', m.key)
            .where('menuName', 'in', formerNames)
            .execute();
        await putTexts(trx, p.id, menuTitleKey(m.key), m.title, m.formerTitles);
      }
      for (const d of s.dicts ?? []) {
        await trx
          .insertInto('sysDictType')
          .values({ dictName: d.name['zh-CN'], dictType: d.type, plugin: p.id, createBy: 'system' })
          .onConflict((oc) => oc.column('dictType').doNothing())
          .execute();
        await putTexts(trx, p.id, dictNameKey(d.type), d.name);
        for (const [i, v] of d.values.entries()) {
          await trx
            .insertInto('sysDictData')
            .values({
              dictType: d.type,
              dictValue: v.value,
              dictLabel: v.label['zh-CN'],
              dictSort: v.sort ?? i + 1,
              listClass: v.listClass ?? null,
              cssClass: v.cssClass ?? null,
              isDefault: v.isDefault ? 'Y' : 'N',
              remark: v.remark ?? null,
              plugin: p.id,
              createBy: 'system',
            })
            .onConflict((oc) => oc.columns(['dictType', 'dictValue']).doNothing())
            .execute();
          await putTexts(trx, p.id, dictLabelKey(d.type, v.value), v.label);
        }
      }
      for (const c of s.configs ?? []) {
        await trx
          .insertInto('sysConfig')
          .values({
            configKey: c.key,
            configValue: c.value,
            configName: c.name['zh-CN'],
            plugin: p.id,
            remark: c.remark ?? null,
            createBy: 'system',
          })
          .onConflict((oc) => oc.column('configKey').doNothing())
          .execute();
        await putTexts(trx, p.id, configNameKey(c.key), c.name);
      }
      for (const [key, texts] of Object.entries(s.i18n ?? {})) await putTexts(trx, p.id, key, texts);
      for (const j of s.scheduledJobs ?? []) {
        const known = await trx.selectFrom('sysJob').select('jobId').where('invokeTarget', '=', j.invokeTarget).executeTakeFirst();
        if (known) continue;
        await trx
          .insertInto('sysJob')
          .values({
            jobName: j.name['zh-CN'],
            jobGroup: j.group ?? 'SYSTEM',
            invokeTarget: j.invokeTarget,
            cronExpression: j.cron,
            misfirePolicy: '3',
            concurrent: '1',
            status: j.status ?? '0',
            createBy: 'system',
          })
          .execute();
      }
      await sql`insert into zx_seed (plugin, hash) values (${p.id}, ${hash}) on conflict (plugin) do update set hash = excluded.hash, applied_at = now()`.execute(
        trx,
      );
    });
  }
}
