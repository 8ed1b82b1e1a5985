import type { TemplateTag, TemplateTagModule, TemplateTagRender } from '#kernel/server';
import '../db/link-tables.ts';

/**
 * The friend-link template tags (chestnut-api §4.4 `cms_link_group`, `cms_link`), contributed to the CMS renderer
 * (kernel/server/template-tags.ts): bundled on its own and loaded in every thread that renders. A publish run reads
 * a site's groups and links once (one query each); links carry their logo's URL.
 */

interface GroupRow {
  linkGroupId: number;
  name: string;
  code: string;
  sortFlag: number;
}
interface LinkRow {
  linkId: number;
  groupId: number;
  name: string;
  url: string;
  logo: string | null;
  logoSrc: string;
  sortFlag: number;
  checkState: string | null;
}

const MAX = 100;
const num = (v: unknown, d: number) => (v == null || v === '' || !Number.isFinite(Number(v)) ? d : Number(v));
const sizeOf = (v: unknown) => Math.max(1, Math.min(num(v, 20), MAX));

const groupsOf = (r: TemplateTagRender) =>
  r.memo('linkGroups', () =>
    r.db
      .selectFrom('cmsLinkGroup')
      .select(['linkGroupId', 'name', 'code', 'sortFlag'])
      .where('siteId', '=', r.siteId)
      .orderBy('sortFlag')
      .orderBy('linkGroupId')
      .execute(),
  );

const linksOf = (r: TemplateTagRender) =>
  r.memo('links', async () => {
    const rows = await r.db
      .selectFrom('cmsLink')
      .select(['linkId', 'groupId', 'name', 'url', 'logo', 'sortFlag', 'checkState'])
      .where('siteId', '=', r.siteId)
      .orderBy('sortFlag')
      .orderBy('linkId')
      .execute();
    const byGroup = new Map<number, LinkRow[]>();
    for (const l of rows) {
      const row: LinkRow = { ...l, url: r.safeLink(l.url), logoSrc: l.logo ? await r.resourceUrl(l.logo) : '' };
      byGroup.set(l.groupId, [...(byGroup.get(l.groupId) ?? []), row]);
    }
    return byGroup;
  });

const sameCode = (a: string, b: unknown) => a.toLowerCase() === String(b).toLowerCase();

const cmsLinkGroup: TemplateTag = {
  name: 'cms_link_group',
  block: true,
  title: 'operations:link.tag.group',
  description: 'operations:link.tag.groupDesc',
  attrs: [
    { name: 'code', type: 'string', usage: 'operations:link.tag.attrGroupCode' },
    { name: 'size', type: 'number', default: '20', usage: 'operations:link.tag.attrSize' },
  ],
  example: {
    page: 'site',
    code: '{% cms_link_group code:"partners" %}<h3>{{ item.name }}</h3>{% endcms_link_group %}',
  },
  pure: true,
  rows: (r, a) =>
    r.andThen(groupsOf(r), (groups: GroupRow[]) =>
      (a.code ? groups.filter((g) => sameCode(g.code, a.code)) : groups).slice(0, sizeOf(a.size)),
    ),
};

const cmsLink: TemplateTag = {
  name: 'cms_link',
  block: true,
  title: 'operations:link.tag.link',
  description: 'operations:link.tag.linkDesc',
  attrs: [
    { name: 'code', type: 'string', usage: 'operations:link.tag.attrLinkGroupCode' },
    { name: 'groupid', type: 'number', usage: 'operations:link.tag.attrGroupId' },
    { name: 'size', type: 'number', default: '20', usage: 'operations:link.tag.attrSize' },
  ],
  example: {
    page: 'site',
    code: '{% cms_link code:"partners" size:10 %}<a href="{{ item.url }}" target="_blank">{{ item.name }}</a>{% endcms_link %}',
  },
  pure: true,
  // inside cms_link_group, the group is the enclosing `item`
  reads: ['item'],
  rows: (r, a) =>
    r.andThen(groupsOf(r), (groups: GroupRow[]) => {
      const outer = r.scope('item') as { linkGroupId?: unknown } | undefined;
      const group = a.code
        ? groups.find((g) => sameCode(g.code, a.code))
        : groups.find((g) => g.linkGroupId === num(a.groupid, num(outer?.linkGroupId, 0)));
      if (!group) return [];
      return r.andThen(linksOf(r), (links) => (links.get(group.linkGroupId) ?? []).slice(0, sizeOf(a.size)));
    }),
};

const linkTags: TemplateTagModule = { tags: [cmsLinkGroup, cmsLink] };
export default linkTags;
