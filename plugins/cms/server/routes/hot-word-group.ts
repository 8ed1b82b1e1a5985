import { objectRoute, ok, type Kernel, type RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { HotWordGroupAdd, HotWordGroupEdit, type WordGroupNode } from '../../shared/word.ts';
import { requiredSite } from '../services/site-access.ts';
import { GROUP_BASES, readAccess } from './word-kit.ts';
import { wordGroupRoutes } from './word-group-routes.ts';

/** CMS → Words → hot word groups (chestnut-api §1.14 HotWordGroup): the current site's groups, each a code the templates name. */
export function hotWordGroupRoutes(app: RouteApp, kernel: Kernel) {
  const groupsOf = async (req: FastifyRequest) =>
    kernel.db
      .selectFrom('cmsHotWordGroup')
      .select(['groupId', 'name', 'code', 'sortFlag', 'remark'])
      .where('siteId', '=', (await requiredSite(kernel, req)).siteId)
      .orderBy('sortFlag')
      .orderBy('groupId')
      .execute();

  for (const base of GROUP_BASES) {
    objectRoute(app, kernel, {
      method: 'GET',
      url: `${base}/hotword/group/treedata`,
      access: readAccess(base),
      handle: async (req) =>
        ok(
          (await groupsOf(req)).map<WordGroupNode>((r) => ({
            id: r.groupId,
            parentId: 0,
            label: r.name,
            props: { code: r.code, sortFlag: r.sortFlag, remark: r.remark },
            children: [],
          })),
        ),
    });
    // the site extends' HotWordGroups choose from these (value = code)
    objectRoute(app, kernel, {
      method: 'GET',
      url: `${base}/hotword/group/options`,
      access: ['word:view', 'cms:site:view'],
      handle: async (req) => ok((await groupsOf(req)).map((r) => ({ value: r.code, label: r.name }))),
    });
  }

  wordGroupRoutes(app, kernel, {
    kind: 'hotword',
    table: 'cmsHotWordGroup',
    log: 'hotWordGroup',
    objects: { fields: { groupId: 'hotWordGroup', body: 'hotWordGroup' } },
    add: HotWordGroupAdd,
    edit: HotWordGroupEdit,
    cached: true,
  });
}
