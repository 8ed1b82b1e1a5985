import type { HostedWidget, PageWidgetTypeSpec } from '#kernel/server';
import { AD_SPACE_TYPE } from '../../shared/advertisement.ts';
import type { PublishedAd } from './online-ads.ts';
import { escapeHtml } from '#kernel/shared';

/**
 * The rotation of a published space, in the page (a static file cannot choose): among the elements of its
 * container with `data-ad-weight`, one is picked with a chance of its weight over their total, the others are
 * hidden, and its `data-ad-view` link is called once (the impression).
 */
export const ROTATION_SCRIPT =
  '(function(s){var c=s&&s.previousElementSibling;if(!c)return;var a=[].slice.call(c.querySelectorAll("[data-ad-weight]"));' +
  'if(!a.length)return;var w=function(e){return Math.max(0,+e.getAttribute("data-ad-weight")||0)},t=0;a.forEach(function(e){t+=w(e)});' +
  'var r=Math.random()*t,p=a[0];for(var i=0;i<a.length;i++){r-=w(a[i]);if(r<0){p=a[i];break}}' +
  'a.forEach(function(e){e.hidden=e!==p});var v=p.getAttribute("data-ad-view");' +
  'if(v){try{if(!(navigator.sendBeacon&&navigator.sendBeacon(v)))fetch(v,{method:"POST",mode:"no-cors",keepalive:true})}catch(e){}}})(document.currentScript);';

const container = (w: HostedWidget, inner: string) =>
  `<div class="zx-adspace" data-adspace="${w.pageWidgetId}">${inner}</div><script>${ROTATION_SCRIPT}</script>`;

/** one ad as the built-in banner shows it: its image (or name) linked to its signed click link */
function adHtml(ad: PublishedAd, first: boolean): string {
  const body = ad.resourceSrc
    ? `<img src="${escapeHtml(ad.resourceSrc)}" alt="${escapeHtml(ad.name)}" style="max-width:100%">`
    : escapeHtml(ad.name);
  const attrs =
    `class="zx-ad" data-ad-id="${ad.advertisementId}" data-ad-weight="${ad.weight}"` +
    (ad.viewUrl ? ` data-ad-view="${escapeHtml(ad.viewUrl)}"` : '') +
    (first ? '' : ' hidden');
  return ad.link
    ? `<a ${attrs} href="${escapeHtml(ad.link)}" target="_blank" rel="noopener sponsored">${body}</a>`
    : `<span ${attrs}>${body}</span>`;
}

/**
 * The ad space as a page widget type of the CMS (chestnut-api §4.6 `ads`): its template sees the space's ads
 * that are online now as `Data` (name, weight, `link`, `viewUrl`, `resourceSrc`…: the tag module's `widgetTypes`,
 * render/ad-tags.worker.ts); without a template it publishes a banner of them; either way the rotation script
 * picks one per page view by weight.
 */
export const adSpaceType = (): PageWidgetTypeSpec => ({
  type: AD_SPACE_TYPE,
  editorRoute: '/cms/adspace/editor',
  fallback: (w, data) => container(w, (data as PublishedAd[]).map((ad, i) => adHtml(ad, i === 0)).join('')),
  wrap: (html, w) => container(w, html),
});
