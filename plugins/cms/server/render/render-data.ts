import { sql } from '#kernel/worker';
import { searchClickLink } from '../search/search-click.ts';
import { MAX_QUERY_CHARS, pinWord, searchIndex } from '../search/search-query.ts';
import { CONTENT_ATTRIBUTES, CONTENT_STATUS, CONTENT_TYPES, type ContentAttribute, maskToAttributes } from '../../shared/content.ts';
import { parseInternalUrl } from '../../shared/resource.ts';
import { storageFor } from '../storage/file-storage.ts';
import type { ContentBatch } from './content-batch.ts';
import type { RenderKernel } from './render-kernel.ts';
import { type Maybe, andThen, both } from './maybe.ts';
import { RenderRun } from './render-run.ts';
import { safeLink } from './safe-link.ts';
import { CONTENT_COLUMNS, type CatalogView, type ContentView, MAX_LIST_SIZE } from './views.ts';

/** Where the product serves published output (under API_BASE). */
export const STATIC_PREFIX = '/cms/static';

/** Where the product renders dynamic pages on request (under API_BASE): `{DYNAMIC_PREFIX}/{sitePath}_{pipeCode}/{path}`. */
export const DYNAMIC_PREFIX = '/cms/dynamic';

/**
 * What one render may read: the site and pipe it renders for, their URLs, and the queries behind the CMS
 * tags and functions. Templates never hold this object: it sits in the render context's registers.
 */
export class RenderData {
  /** the link of page n of a page rendered on request (a dynamic page); page_bar uses it instead of a catalog's */
  pageUrl: ((page: number) => string) | null = null;
  /** the batch of contents whose pages are being published (their bodies, neighbours and relations in one query each) */
  batch: ContentBatch | null = null;

  constructor(
    readonly kernel: RenderKernel,
    readonly site: {
      siteId: number;
      name: string;
      path: string;
      publishPipeProps: Record<string, Record<string, unknown>>;
      configProps: Record<string, unknown>;
    },
    readonly pipeCode: string,
    /** preview: links point back at the preview routes instead of the published files */
    readonly preview: { base: string } | null,
    /**
     * what the renders of one publish run share: lookups that do not change during the run (catalogs, site
     * properties, list totals, stamps of template files)
     */
    readonly run: RenderRun = new RenderRun(),
  ) {}

  /** the parsed templates of the render's pipe (set by the engine; `cms_include` reads its files through it) */
  parse: (name: string) => Maybe<unknown> = () => Promise.reject(new Error('no template loader'));

  private get pipeProps() {
    return (this.site.publishPipeProps[this.pipeCode] ?? {}) as Record<string, string>;
  }

  /** the static files' suffix of the pipe (default `shtml`, chestnut-api §4.2) */
  get suffix(): string {
    return this.pipeProps.staticSuffix || 'shtml';
  }

  /**
   * the published site's URL prefix, ending with `/`: the pipe prop `url`, else where this product serves the
   * pipe's output (`{API_BASE}/cms/static/{sitePath}_{pipeCode}/`)
   */
  get prefix(): string {
    if (this.preview) return `${this.preview.base}/`;
    const url = this.pipeProps.url || `${this.kernel.config.apiBase}${STATIC_PREFIX}/${this.site.path}_${this.pipeCode}/`;
    return url.endsWith('/') ? url : `${url}/`;
  }

  /** a page rendered on request by the server (search, custom dynamic pages): never a static file */
  dynamicUrl(rel: string): string {
    return `${this.kernel.config.apiBase}${DYNAMIC_PREFIX}/${this.site.path}_${this.pipeCode}/${rel}`;
  }

  siteUrl(): string {
    return this.preview ? `${this.preview.base}/site/${this.site.siteId}?pp=${this.pipeCode}` : this.prefix;
  }

  catalogUrl(c: Pick<CatalogView, 'catalogId' | 'path' | 'catalogType' | 'redirectUrl'>, page = 1): string {
    if (c.catalogType === 'link') return safeLink(c.redirectUrl);
    if (this.preview) return `${this.preview.base}/catalog/${c.catalogId}?pp=${this.pipeCode}${page > 1 ? `&pi=${page}` : ''}`;
    return `${this.prefix}${c.path}/${page > 1 ? `list_${page}.${this.suffix}` : ''}`;
  }

  contentUrl(
    c: { contentId: number; catalogId: number; linkFlag?: string; redirectUrl?: string | null; staticPath?: string | null },
    catalogPath?: string,
  ): string {
    if (c.linkFlag === 'Y' && c.redirectUrl) return safeLink(c.redirectUrl);
    if (this.preview) return `${this.preview.base}/content/${c.contentId}?pp=${this.pipeCode}`;
    if (c.staticPath) return `${this.prefix}${c.staticPath}`;
    return `${this.prefix}${catalogPath ?? ''}/${c.contentId}.${this.suffix}`;
  }

  /** every catalog of the site, visible or not, in tree order (read once per publish run, or per render) */
  allCatalogs(): Maybe<CatalogView[]> {
    return this.run.now(`catalogs:${this.site.siteId}:${this.pipeCode}:${this.preview?.base ?? ''}`, () => this.loadCatalogs());
  }

  private loadCatalogs(): Promise<CatalogView[]> {
    return this.kernel.db
      .selectFrom('cmsCatalog')
      .select([
        'catalogId',
        'parentId',
        'name',
        'alias',
        'path',
        'catalogType',
        'redirectUrl',
        'description',
        'logo',
        'treeLevel',
        'ancestors',
        'pageSize',
        'visibleFlag',
      ])
      .where('siteId', '=', this.site.siteId)
      .orderBy('sortFlag')
      .orderBy('catalogId')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, link: '' }) as CatalogView).map((r) => ({ ...r, link: this.catalogUrl(r) })));
  }

  /** the site's properties (`cms_site_property`), all or those of one code */
  siteProperties(code?: string): Maybe<{ propName: string; propCode: string; propValue: string | null }[]> {
    return this.run.now(`props:${this.site.siteId}:${code ?? ''}`, () => {
      let q = this.kernel.db
        .selectFrom('cmsSiteProperty')
        .select(['propName', 'propCode', 'propValue'])
        .where('siteId', '=', this.site.siteId);
      if (code) q = q.where('propCode', '=', code);
      return q.orderBy('propertyId').limit(MAX_LIST_SIZE).execute();
    });
  }

  /** a content's body HTML (prefetched with its batch when publishing) */
  contentBody(contentId: number): Maybe<string> {
    const pre = this.batch?.has(contentId, this.site.siteId) ? this.batch.bodies.get(contentId) : undefined;
    if (pre) return pre.html;
    return this.kernel.db
      .selectFrom('cmsContentBody')
      .select('contentHtml')
      .where('contentId', '=', contentId)
      .executeTakeFirst()
      .then((body) => body?.contentHtml ?? '');
  }

  catalog(idOrAlias: number | string): Maybe<CatalogView | undefined> {
    return andThen(this.allCatalogs(), (all) =>
      typeof idOrAlias === 'number' ? all.find((c) => c.catalogId === idOrAlias) : all.find((c) => c.alias === idOrAlias),
    );
  }

  /** `cms_catalog`: Root (top level), Child (of the given or current catalog), Current (its siblings), CurrentAndChild */
  catalogList(o: { level?: string; of?: number; size?: number; all?: boolean }): Maybe<CatalogView[]> {
    return andThen(this.allCatalogs(), (catalogs) => this.catalogListOf(catalogs, o));
  }

  private catalogListOf(catalogs: CatalogView[], o: { level?: string; of?: number; size?: number; all?: boolean }): CatalogView[] {
    const all = catalogs.filter((c) => o.all || c.visibleFlag === 'Y');
    const of = o.of ? all.find((c) => c.catalogId === o.of) : undefined;
    let list: CatalogView[];
    switch ((o.level ?? 'Root').toLowerCase()) {
      case 'child':
        list = all.filter((c) => c.parentId === (of?.catalogId ?? 0));
        break;
      case 'current':
        list = all.filter((c) => c.parentId === (of?.parentId ?? 0));
        break;
      case 'currentandchild':
        list = of ? all.filter((c) => `:${c.ancestors}:`.includes(`:${of.catalogId}:`)) : all;
        break;
      default:
        list = all.filter((c) => c.parentId === 0);
    }
    return list.slice(0, Math.min(o.size ?? 20, MAX_LIST_SIZE));
  }

  /** `cms_content`: published contents of a catalog (its level decides which catalogs), newest or most viewed first */
  contentList(o: {
    catalogId?: number;
    level?: string;
    sort?: string;
    has?: string;
    no?: string;
    size?: number;
    page?: number;
    status?: string;
    /** a paged list: a publish run reads this many of its pages with one query (its list pages render one by one) */
    ahead?: number;
    /** false: the caller shows no total (a list that is not paged), so none is counted — `total` is then the rows' count */
    counted?: boolean;
  }): Maybe<{ rows: ContentView[]; total: number }> {
    return andThen(this.allCatalogs(), (all) => this.contentListOf(all, o));
  }

  private contentListOf(all: CatalogView[], o: Parameters<RenderData['contentList']>[0]): Maybe<{ rows: ContentView[]; total: number }> {
    const base = o.catalogId ? all.find((c) => c.catalogId === o.catalogId) : undefined;
    let catalogIds: number[] | null = null;
    const level = (o.level ?? 'Current').toLowerCase();
    if (base) {
      if (level === 'child') catalogIds = all.filter((c) => c.parentId === base.catalogId).map((c) => c.catalogId);
      else if (level === 'currentandchild')
        catalogIds = all.filter((c) => `:${c.ancestors}:`.includes(`:${base.catalogId}:`)).map((c) => c.catalogId);
      else catalogIds = [base.catalogId];
    } else if (o.catalogId) catalogIds = [];
    const size = Math.max(1, Math.min(o.size ?? 20, MAX_LIST_SIZE));
    const page = Math.max(1, Math.min(o.page ?? 1, 10_000));
    let q = this.kernel.db.selectFrom('cmsContent').where('siteId', '=', this.site.siteId).where('deleted', '=', false);
    // published only, unless a template asks for any status (-1)
    if (o.status !== '-1') q = q.where('status', '=', CONTENT_STATUS.PUBLISHED);
    if (catalogIds) q = q.where('catalogId', 'in', catalogIds.length ? catalogIds : [0]);
    const bit = (names?: string) =>
      (names ?? '')
        .split(',')
        .map((n) => CONTENT_ATTRIBUTES[n.trim() as ContentAttribute] ?? 0)
        .reduce((a, b) => a | b, 0);
    if (bit(o.has)) q = q.where(sql<boolean>`attributes & ${bit(o.has)} = ${bit(o.has)}`);
    if (bit(o.no)) q = q.where(sql<boolean>`attributes & ${bit(o.no)} = 0`);
    const sort = (o.sort ?? 'Default').toLowerCase();
    let rowsQ = q.select([...CONTENT_COLUMNS]);
    rowsQ =
      sort === 'recent'
        ? rowsQ.orderBy('publishDate', 'desc')
        : sort === 'views'
          ? rowsQ.orderBy('viewCount', 'desc')
          : rowsQ.orderBy('topFlag', 'desc').orderBy('sortFlag', 'desc');
    const list = JSON.stringify([catalogIds, o.status, bit(o.has), bit(o.no)]);
    // the rows are the same for every pipe (links aside): a run reads them once, `ahead` pages at a time
    const ahead = this.run.shared ? Math.max(1, Math.min(o.ahead ?? 1, 20)) : 1;
    const first = Math.floor((page - 1) / ahead) * ahead + 1;
    const read = both(
      this.run.now(`rows:${this.site.siteId}:${list}:${sort}:${size}:${ahead}:${first}`, () =>
        rowsQ
          .orderBy('contentId', 'desc')
          .limit(size * ahead)
          .offset((first - 1) * size)
          .execute(),
      ),
      // the same list's total is counted once per publish run (a catalog's list pages share it)
      o.counted === false
        ? null
        : this.run.now(`count:${this.site.siteId}:${list}`, () => q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    );
    return andThen(read, ([chunk, count]) => {
      const rows = chunk.slice((page - first) * size, (page - first + 1) * size);
      return { rows: rows.map((r) => this.contentView(r, all)), total: count ? Number(count.n ?? 0) : rows.length };
    });
  }

  /**
   * `cms_search_content`: the site's published contents matching the words through the search index
   * (search/search-query.ts), best first; each with `titleHtml` and `fragmentHtml`, escaped HTML with the matched
   * words in `<em>` (a theme writes them with `raw`: they hold no markup of the content or the query), and
   * `clickLink`, the result's link through the signed click counter of the search-quality report.
   */
  searchContents(o: { query: string; contentType?: string; size?: number; page?: number }): Maybe<{ rows: ContentView[]; total: number }> {
    const words = o.query.trim().slice(0, MAX_QUERY_CHARS);
    if (!words) return { rows: [], total: 0 };
    const size = Math.max(1, Math.min(o.size ?? 10, MAX_LIST_SIZE));
    const page = Math.max(1, Math.min(o.page ?? 1, 1000));
    const type = CONTENT_TYPES.find((t) => t === o.contentType);
    // once per run: the run of pages rendered on request lasts while the search generation stays (dynamic-run.ts)
    return this.run.now(
      `search:${this.site.siteId}:${this.pipeCode}:${this.preview?.base ?? ''}:${type ?? ''}:${size}:${page}:${words}`,
      () => this.loadSearch(words, type, size, page),
    );
  }

  private async loadSearch(
    words: string,
    type: (typeof CONTENT_TYPES)[number] | undefined,
    size: number,
    page: number,
  ): Promise<{ rows: ContentView[]; total: number }> {
    const found = await searchIndex(this.kernel, {
      siteId: this.site.siteId,
      query: words,
      contentType: type,
      offset: (page - 1) * size,
      limit: size,
    });
    if (!found.rows.length) return { rows: [], total: found.total };
    const [rows, all] = await Promise.all([
      this.kernel.db
        .selectFrom('cmsContent')
        .select([...CONTENT_COLUMNS])
        .where(
          'contentId',
          'in',
          found.rows.map((h) => h.contentId),
        )
        .execute(),
      this.allCatalogs(),
    ]);
    const byId = new Map(rows.map((r) => [r.contentId, r]));
    const word = pinWord(words);
    const views = await Promise.all(
      found.rows.flatMap((h) => {
        const r = byId.get(h.contentId);
        if (!r) return [];
        const view = this.contentView(r, all);
        // a preview's links stay as they are: staff looking at a theme are not readers
        const click = this.preview
          ? view.link
          : searchClickLink(this.kernel.db, this.kernel.config.apiBase, {
              siteId: this.site.siteId,
              contentId: h.contentId,
              word,
              target: view.link,
            });
        return [Promise.resolve(click).then((clickLink) => ({ ...view, titleHtml: h.titleHtml, fragmentHtml: h.fragmentHtml, clickLink }))];
      }),
    );
    return { rows: views, total: found.total };
  }

  contentView(r: Record<string, unknown>, catalogs: CatalogView[]): ContentView {
    const catalog = catalogs.find((c) => c.catalogId === r.catalogId);
    const view = { ...r, attributes: maskToAttributes(Number(r.attributes ?? 0)) } as unknown as ContentView & {
      staticPath?: string | null;
    };
    view.link = this.contentUrl(view, catalog?.path);
    return view;
  }

  /** A stored image value (`iurl://resource?id=…` or a URL) as a URL. */
  async resourceUrl(value: string): Promise<string> {
    const id = parseInternalUrl(value);
    if (!id) return safeLink(value);
    const r = await this.kernel.db
      .selectFrom('cmsResource')
      .select(['path', 'storageType', 'sourceUrl'])
      .where('resourceId', '=', id)
      .where('siteId', '=', this.site.siteId)
      .executeTakeFirst();
    if (!r) return '';
    if (r.storageType === 'Remote') return safeLink(r.sourceUrl);
    return (await storageFor(this.kernel, this.site)).url(r.path);
  }

  /** `iurl://content?id=…` and `iurl://catalog?id=…` links resolved for this pipe */
  async internalUrl(value: string): Promise<string> {
    const m = /^iurl:\/\/(content|catalog|resource)\?id=([1-9][0-9]{0,14})$/.exec(value);
    if (!m) return safeLink(value);
    const id = Number(m[2]);
    if (m[1] === 'resource') return this.resourceUrl(value);
    if (m[1] === 'catalog') {
      const c = await this.catalog(id);
      return c ? this.catalogUrl(c) : '';
    }
    const c = await this.kernel.db
      .selectFrom('cmsContent')
      .select(['contentId', 'catalogId', 'linkFlag', 'redirectUrl', 'staticPath'])
      .where('contentId', '=', id)
      .where('siteId', '=', this.site.siteId)
      .executeTakeFirst();
    if (!c) return '';
    return this.contentUrl(c, (await this.catalog(c.catalogId))?.path);
  }
}
