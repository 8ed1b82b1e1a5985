/**
 * Services one plugin provides and others use without importing it (`kernel.services`): a typed key declared here,
 * in the kernel, names the contract; the provider registers an implementation at init, a consumer asks for it and
 * gets nothing when no enabled plugin provides it. The kernel never names the plugins on either side.
 */
export interface ServiceKey<T> {
  readonly name: string;
  /** carries the service's type; never set */
  readonly type?: T;
}

export const serviceKey = <T>(name: string): ServiceKey<T> => ({ name });

/** A notice to publish on the public site: a title and an HTML body (escaped by whoever builds it). */
export interface PublicNotice {
  title: string;
  html: string;
  /** where the provider files it (e.g. a CMS catalog id); the provider's default place for notices when absent */
  placeId?: number;
  /** when the provider may take it down by itself (`yyyy-MM-dd HH:mm:ss`), if ever */
  offlineAt?: string;
  /** the user name recorded as its author */
  operator: string;
}

/** A notice as published: the provider's reference to it (to take it offline) and its public URL. */
export interface PublishedNotice {
  ref: string;
  url: string;
}

/** Publishes notices on the public site and takes them offline (provided by a content-management plugin). */
export interface NoticePublisher {
  /** publishes now; null when the provider has no place for notices (none configured, or the one named is gone) */
  publish(notice: PublicNotice): Promise<PublishedNotice | null>;
  /** takes a published notice offline; a notice already offline or gone is left as it is */
  takeOffline(ref: string, operator: string): Promise<void>;
}

export const NOTICE_PUBLISHER = serviceKey<NoticePublisher>('notice.publisher');

/**
 * The names of the posts (job positions) a user holds, in the order to show them (the account centre's post
 * group); provided by the plugin that keeps posts.
 */
export type UserPostNames = (userId: number) => Promise<string[]>;

export const USER_POST_NAMES = serviceKey<UserPostNames>('user.post-names');

/** The account a sign-in provider vouches for (WeChat's openid and unionid, its nick name). */
export interface ThirdPartyAccount {
  openId: string;
  unionId?: string;
  nickName?: string;
}

/**
 * A third-party sign-in provider of the back office (SPEC §2 /auth-redirect, /bind): provided by the plugin that
 * keeps its configuration (the system plugin's WeChat config); the kernel keeps states, bindings and sessions.
 */
export interface ThirdPartyLogin {
  /** the name stored with a binding (`wechat`) */
  provider: string;
  /** whether sign-in through it is set up (the login page offers it only then) */
  available(): Promise<boolean>;
  /** where to send the browser to sign in (`redirectUri` gets `code` and `state`), or null when nothing is configured */
  authorizeUrl(opts: { state: string; redirectUri: string }): Promise<string | null>;
  /** the account behind a callback's code; throws the provider's refusal */
  identify(code: string): Promise<ThirdPartyAccount>;
}

export const THIRD_PARTY_LOGIN = serviceKey<ThirdPartyLogin>('auth.third-party-login');

/** A site as statistics name it. */
export interface StatSite {
  siteId: number;
  name: string;
}

/** A content as its statistics show it: title, publication window and the counters the CMS keeps. */
export interface StatContent {
  contentId: number;
  catalogId: number;
  title: string;
  status: string;
  publishDate?: string;
  offlineDate?: string;
  catalogName?: string;
  createBy?: string;
  views: number;
  likes: number;
  favorites: number;
  comments: number;
}

/** Contents of a catalog or of an author by status (v1.4.3 contentStatByCatalog / ByUser). */
export interface StatContentTotals {
  draftTotal: number;
  toPublishTotal: number;
  publishedTotal: number;
  offlineTotal: number;
  editingTotal: number;
}

/**
 * What site statistics need from the plugin that keeps sites and contents (provided by the CMS): the sites, the
 * caller's current site, the view counter fed by the page-view beacon, and content lists by their counters.
 */
export interface SiteContentStats {
  /** every site, in list order */
  sites(): Promise<StatSite[]>;
  /** the caller's current site (the CMS's `CurrentSite` header and site rights); null when they may view none; `req` is the Fastify request */
  currentSite(req: unknown): Promise<StatSite | null>;
  /** the ids of the sites the caller may view (null: all) */
  viewableSiteIds(req: unknown): Promise<number[] | null>;
  /** adds beacon-counted views to contents (an id of another site than the one named is ignored) */
  addViews(views: { siteId: number; contentId: number; views: number }[]): Promise<void>;
  /** one page of a site's contents with their counters; `title` filters (contains), `sort` a counter, descending */
  contents(q: {
    siteId: number;
    title?: string;
    sort?: 'views' | 'likes' | 'favorites' | 'comments' | 'publishDate';
    offset: number;
    limit: number;
  }): Promise<{ rows: StatContent[]; total: number }>;
  /** one content of a site, or null */
  content(siteId: number, contentId: number): Promise<StatContent | null>;
  /** live contents per catalog of a site by status */
  totalsByCatalog(siteId: number): Promise<(StatContentTotals & { catalogId: number; name: string })[]>;
  /** live contents per author (create_by) of a site by status */
  totalsByUser(siteId: number): Promise<(StatContentTotals & { userName: string })[]>;
}

export const SITE_CONTENT_STATS = serviceKey<SiteContentStats>('cms.site-content-stats');

/** A member of the published sites as other plugins see them (never a console user). */
export interface SiteMember {
  memberId: number;
  userName: string | null;
  nickName: string | null;
  email: string | null;
}

/** Something a member did that earns experience (the exp configuration's operations). */
export type MemberOperation = 'SignIn' | 'Comment' | 'CommentLike' | 'CustomFormSubmit' | 'AwardApply';

/**
 * The member session of the published sites (provided by the member plugin): its own HttpOnly cookie on the public
 * member API, never a console token. Custom forms with needLogin, comments and votes ask it who is signed in.
 */
export interface MemberSessions {
  /** the member whose session cookie this request carries, or null (no cookie, expired, disabled or locked member) */
  memberOf(request: { headers: Record<string, string | string[] | undefined> }): Promise<SiteMember | null>;
  /** members by id (for lists that show who wrote what); unknown ids are left out */
  membersByIds(ids: readonly number[]): Promise<SiteMember[]>;
  /** records an operation that earns experience; the exp rules (day and total limits) decide how much */
  recordOperation(memberId: number, operation: MemberOperation): Promise<void>;
  /**
   * a dynamic page of the published sites rendered for the request's member (a top-level GET carries the cookie):
   * the member and a form token the page's forms carry in place of the cookie (a sandboxed page's POST leaves
   * the SameSite cookie home); null when no member is signed in
   */
  pageSession(request: {
    headers: Record<string, string | string[] | undefined>;
  }): Promise<{ member: SiteMember; formToken: string } | null>;
  /** the member of a form post: the one its form token (of `pageSession`) proves, else the one of its cookie, else null */
  memberOfForm(
    request: { headers: Record<string, string | string[] | undefined> },
    formToken: string | undefined,
  ): Promise<SiteMember | null>;
}

export const MEMBER_SESSIONS = serviceKey<MemberSessions>('member.sessions');

/** An in-site message the pusher leaves in a member's inbox on the published sites. */
export interface MemberInboxMessage {
  memberId: number;
  occurrenceId: number;
  eventCode: string;
  title: string;
  body: string;
}

/**
 * The members' in-site messages (provided by the member plugin, shown in the account centre): the kernel's pusher
 * delivers a site-channel message to a member through it; a member reads only their own.
 */
export interface MemberInbox {
  /** stores the message once per occurrence and member (a repeated delivery changes nothing); false: no such member */
  deliver(message: MemberInboxMessage): Promise<boolean>;
}

export const MEMBER_INBOX = serviceKey<MemberInbox>('member.inbox');

/** A member enterprise (an enterprise of the association's award plugin) as the member plugin shows it. */
export interface MemberEnterprise {
  enterpriseId: number;
  enterpriseName: string;
}

/**
 * The association's member enterprises a member of the published sites may belong to (provided by the award
 * plugin): read by id for lists and searched by name for the console's picker. The member plugin never imports it.
 */
export interface MemberEnterprises {
  /** enterprises by id; unknown ids are left out */
  byIds(ids: readonly number[]): Promise<MemberEnterprise[]>;
  /** up to `limit` enterprises whose name contains `text` (all when blank), by name */
  search(text: string, limit: number): Promise<MemberEnterprise[]>;
}

export const MEMBER_ENTERPRISES = serviceKey<MemberEnterprises>('award.member-enterprises');

/** A field row of the v1.4.3 meta model (chestnut-api §4.9 XModelField), as `/xmodel/field/*` answers it. */
export interface XModelFieldWire {
  fieldId: number;
  modelId: number;
  name: string;
  code: string;
  fieldType: string;
  fieldName: string;
  controlType: string;
  options: { type: 'text' | 'dict'; value: string };
  defaultValue: string | null;
  validations: { type: string; [key: string]: unknown }[];
  sortFlag: number;
  /** a custom form's field: the schema's `maxLength`, when it sets one (v1.4.3 rows have none) */
  maxLength?: number;
  /** a custom form's field: a file upload (no v1.4.3 control names one; an image upload is `CMSImage`) */
  fileUpload?: boolean;
}

/**
 * The ex-models of type `CmsCustomForm` (provided by the operations plugin, read by the CMS's `/xmodel/*` routes):
 * a custom form's fields are derived from its schema, so the v1.4.3 field API keeps answering for them.
 */
export interface CustomFormModels {
  /** whether the model id names a custom form's model */
  isFormModel(modelId: number): boolean;
  /** the model of a form of the request's current site (`XModel` fields), or null when there is none */
  model(
    req: unknown,
    modelId: number,
  ): Promise<{ modelId: number; ownerType: string; ownerId: string; name: string; code: string; tableName: string } | null>;
  /** the field rows derived from the form's schema as edited, in order (null when the model is no form of the current site) */
  fields(req: unknown, modelId: number): Promise<XModelFieldWire[] | null>;
  /** the model id of a form (its id above the base that keeps it apart from the CMS's models) */
  modelIdOf(formId: number): number;
  /** the forms of the request's current site, in id order (none when the caller may view no site) */
  list(req: unknown): Promise<{ formId: number; modelId: number; name: string; code: string }[]>;
}

export const CUSTOM_FORM_MODELS = serviceKey<CustomFormModels>('operations.custom-form-models');

/** What can be the source of a generated table instead of a database table: a custom form, a CMS ex-model. */
export const EX_MODEL_KINDS = ['customform', 'exmodel'] as const;
export type ExModelKind = (typeof EX_MODEL_KINDS)[number];

/** A source a picker lists: a custom form (`id` the form's id) or an ex-model (`id` the model's id) of the current site. */
export interface ExModelSource {
  kind: ExModelKind;
  id: number;
  name: string;
  code: string;
}

/** A field of a source as the code generator reads it (the v1.4.3 meta model's field, its rules worked out). */
export interface ExModelField {
  code: string;
  /** its label in the request's language */
  name: string;
  /** the v1.4.3 MetaFieldType: short_text, medium_text, large_text, clob_text, long, double or datetime */
  fieldType: string;
  /** the v1.4.3 control (input, textarea, radio, checkbox, select, date, time, datetime, UEditor, CMSImage, CMSContentSelect), or `file` for a file upload */
  controlType: string;
  /** the most characters it takes (the field type's column, or the form's `maxLength`); null when unbounded or a number */
  maxLength: number | null;
  /** mandatory, or validated NotEmpty */
  required: boolean;
  /** validated Int: whole numbers only */
  integer: boolean;
  /** the dictionary type its options come from, '' when they are its own */
  dictType: string;
}

/**
 * The custom forms and ex-models of the request's current site (provided by the CMS, which asks CUSTOM_FORM_MODELS
 * for the forms): what the code generator can import as a new table.
 */
export interface ExModels {
  /** the kinds that run here (custom forms only while the plugin keeping them runs) */
  kinds(): ExModelKind[];
  /** the current site's sources of a kind, for a picker */
  list(req: unknown, kind: ExModelKind): Promise<ExModelSource[]>;
  /** one source of the current site with its fields in order; null when it is none of the current site's */
  source(req: unknown, kind: ExModelKind, id: number): Promise<(ExModelSource & { fields: ExModelField[] }) | null>;
}

export const EX_MODELS = serviceKey<ExModels>('cms.ex-models');

/** A content as comments name it: its site, its title and the site's comment settings. */
export interface CommentedContent {
  contentId: number;
  siteId: number;
  title: string;
  /** the site extend `EnableCommentAudit`: a new comment waits for audit */
  audit: boolean;
  /** the site extend `EnableVisitorComment`: a visitor (no member session) may comment, with the captcha */
  visitors: boolean;
}

/**
 * What comments need from the plugin that keeps contents (provided by the CMS): the content a comment is on with
 * its site's comment settings, the sensitive-word check, contents' titles, and the comment counter, changed in
 * batches (one statement per batch, never a row lock per comment).
 */
export interface ContentComments {
  /** a published, not deleted content; null for any other id */
  content(contentId: number): Promise<CommentedContent | null>;
  /** the sensitive words a text holds (whitelist words pass), each once */
  sensitiveWords(text: string): Promise<string[]>;
  /** contents' titles by id (unknown ids left out) */
  titles(contentIds: readonly number[]): Promise<Map<number, string>>;
  /** adds to contents' comment counters (a content of another site than the one named is ignored) */
  addComments(changes: { siteId: number; contentId: number; comments: number }[]): Promise<void>;
  /** adds to contents' like and favourite counters, one statement (a content of another site than the one named is ignored) */
  addReactions(changes: { siteId: number; contentId: number; likes: number; favorites: number }[]): Promise<void>;
}

export const CONTENT_COMMENTS = serviceKey<ContentComments>('cms.content-comments');
