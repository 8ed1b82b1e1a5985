import type { TemplateTag, TemplateTagModule, TemplateTagRender, TemplateWidgetType } from '#kernel/server';
import { onlineAds, type PublishedAd } from '../services/online-ads.ts';

/**
 * The ad template tag (chestnut-api §4.4 `cms_advertisement`), contributed to the CMS renderer
 * (kernel/server/template-tags.ts) and loaded in every thread that renders: the ads of a space that are online now,
 * heaviest first, each with its signed click link (`link`), its impression link (`viewUrl`, none in a preview),
 * its image (`resourceSrc`) and its `weight`. The space is named by `code`, else by `adspaceid`, else it is the
 * ad space whose template is rendering (`PageWidget`). Elements marked `data-ad-weight` and `data-ad-view` take
 * part in the published space's rotation.
 */

const MAX = 100;
/** AD_SPACE_TYPE of shared/advertisement.ts (not imported: this file loads in the render threads) */
const AD_SPACE_TYPE = 'ads';
const num = (v: unknown, d: number) => (v == null || v === '' || !Number.isFinite(Number(v)) ? d : Number(v));

const adsOf = (r: TemplateTagRender, a: Record<string, unknown>): PublishedAd[] | Promise<PublishedAd[]> => {
  const code = a.code == null ? '' : String(a.code).trim();
  const widget = r.scope('PageWidget') as { pageWidgetId?: unknown; type?: unknown } | undefined;
  const spaceId = num(a.adspaceid, widget?.type === AD_SPACE_TYPE ? num(widget.pageWidgetId, 0) : 0);
  if (!code && !spaceId) return [];
  const key = code ? `ads:code:${code.toLowerCase()}` : `ads:id:${spaceId}`;
  const loaded = r.memo(key, () =>
    onlineAds(r.db, {
      ...(code ? { spaceCode: { siteId: r.siteId, code } } : { spaceIds: [spaceId] }),
      apiBase: r.apiBase,
      preview: r.preview,
      resourceUrl: r.resourceUrl,
    }),
  );
  return r.andThen(loaded, (ads) => ads.slice(0, Math.max(1, Math.min(num(a.size, 20), MAX))));
};

const cmsAdvertisement: TemplateTag = {
  name: 'cms_advertisement',
  block: true,
  title: 'operations:ad.tag.title',
  description: 'operations:ad.tag.description',
  attrs: [
    { name: 'code', type: 'string', usage: 'operations:ad.tag.attrCode' },
    { name: 'adspaceid', type: 'number', usage: 'operations:ad.tag.attrSpaceId' },
    { name: 'size', type: 'number', default: '20', usage: 'operations:ad.tag.attrSize' },
  ],
  example: {
    page: 'site',
    code:
      '{% cms_advertisement code:"home_banner" %}<a href="{{ item.link }}" data-ad-weight="{{ item.weight }}" data-ad-view="{{ item.viewUrl }}">' +
      '<img src="{{ item.resourceSrc }}" alt="{{ item.name }}"></a>{% endcms_advertisement %}',
  },
  pure: true,
  reads: ['PageWidget'],
  rows: adsOf,
};

/** an ad space's `Data` (its template, and `cms_pagewidget_data` of it in any page): its ads online now, heaviest first */
const adSpaceData: TemplateWidgetType = {
  type: AD_SPACE_TYPE,
  data: (r, w) => onlineAds(r.db, { spaceIds: [w.pageWidgetId], apiBase: r.apiBase, preview: r.preview, resourceUrl: r.resourceUrl }),
};

const adTags: TemplateTagModule = { tags: [cmsAdvertisement], widgetTypes: [adSpaceData] };
export default adTags;
