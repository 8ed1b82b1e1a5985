/**
 * The member pages of the published sites (v1.4.3's Account* dynamic page types), at these paths under a site's
 * dynamic prefix, each with the site pipe prop naming its template and the theme's own template name.
 */
export const MEMBER_PAGES = {
  AccountLogin: { path: 'account/login', pipeKey: 'memberLoginTemplate', template: 'account/login' },
  AccountRegister: { path: 'account/register', pipeKey: 'memberRegisterTemplate', template: 'account/register' },
  AccountCentre: { path: 'account/centre', pipeKey: 'accountCentreTemplate', template: 'account/centre' },
  AccountSetting: { path: 'account/setting', pipeKey: 'memberSettingTemplate', template: 'account/setting' },
  AccountPassword: { path: 'account/password', pipeKey: 'memberPasswordTemplate', template: 'account/password' },
  AccountMessages: { path: 'account/messages', pipeKey: 'memberMessagesTemplate', template: 'account/messages' },
} as const;
export type MemberPage = keyof typeof MEMBER_PAGES;

/** The page forms' actions (`POST /api/member/form/<action>`) and the page each comes back to on a refusal. */
export const MEMBER_FORM_ACTIONS = {
  login: 'AccountLogin',
  register: 'AccountRegister',
  logout: 'AccountCentre',
  profile: 'AccountSetting',
  password: 'AccountPassword',
  read: 'AccountMessages',
} as const satisfies Record<string, MemberPage>;
export type MemberFormAction = keyof typeof MEMBER_FORM_ACTIONS;

/** A refusal a page shows (`?error=`): a message key of the member plugin, the server or the common rules, nothing else. */
export const PAGE_ERROR_KEY = /^(member|server|common):[A-Za-z0-9_.]{1,80}$/;

/**
 * The numbers a refusal's message names (`?p_min=6&p_max=64`): only whole numbers go into the query, so a link
 * someone else wrote can put no words of theirs into the page's message.
 */
export const errorParamsQuery = (params: unknown): string =>
  Object.entries(params && typeof params === 'object' ? params : {})
    .filter(([k, v]) => /^[A-Za-z]{1,20}$/.test(k) && Number.isSafeInteger(v))
    .map(([k, v]) => `&p_${k}=${v}`)
    .join('');

/** the numbers of a page's query for its refusal's message */
export const errorParamsOf = (query: Record<string, string>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([k, v]) => /^p_[A-Za-z]{1,20}$/.test(k) && /^-?\d{1,12}$/.test(v))
      .map(([k, v]) => [k.slice(2), Number(v)]),
  );

/** The purpose of the server's signature over a site's dynamic base that the member forms carry (where an answer may send the reader). */
export const PAGE_BASE_PURPOSE = 'member.page-base';

/**
 * Where a sign-in or sign-up sends the reader afterwards (`?next=`, e.g. the comment page they came from): a
 * path under the site's signed dynamic base (lower-case segments and a plain query), never a URL of its own.
 */
export const PAGE_NEXT = /^[a-z][a-z0-9_/-]{0,60}(\?[A-Za-z0-9_=&]{0,100})?$/;
export const pageNextOf = (v: unknown): string => (typeof v === 'string' && PAGE_NEXT.test(v) && !v.includes('//') ? v : '');
