import { createCaptcha, type Db, signWith } from '#kernel/worker';
import type { DynamicPageRequest, TemplateDynamicPageType, TemplateTagModule, TemplateTagRender } from '#kernel/server';
import { errorParamsOf, MEMBER_PAGES, type MemberPage, PAGE_BASE_PURPOSE, PAGE_ERROR_KEY, pageNextOf } from '../../shared/pages.ts';
import '../db/member-tables.ts';
import { INBOX_PAGE_SIZE, inboxPage, unreadCount } from '../services/member-inbox.ts';
import { cookieToken, formTokenOf, sessionMemberIdOf } from '../services/session-lookup.ts';

/**
 * The member pages of the published sites (issue 34; v1.4.3's AccountLogin, AccountRegister, the account centre,
 * settings and password), contributed to the CMS as dynamic page types: rendered on request with the site's
 * templates, which see `Member` (the signed-in member, or null), `Captcha` (where sign-in and sign-up take it),
 * `Form` (where the page's forms post and what they carry), `Pages` (the member pages' links), `Next` (where sign-in
 * sends the reader afterwards, a page under the site's dynamic base), `Error` (a refusal
 * the last post came back with, as text in the reader's language) and `Saved`. The forms work without JavaScript.
 */

async function captchaOn(db: Db): Promise<boolean> {
  const r = await db.selectFrom('sysConfig').select('configValue').where('configKey', '=', 'SysCaptchaEnable').executeTakeFirst();
  return r?.configValue !== 'false';
}

async function memberView(db: Db, memberId: number) {
  const m = await db
    .selectFrom('member as m')
    .leftJoin('memberLevelConfig as l', (j) => j.onRef('l.level', '=', 'm.level').on('l.levelType', '=', 'Default'))
    .select([
      'm.memberId',
      'm.userName',
      'm.nickName',
      'm.email',
      'm.phoneNumber',
      'm.slogan',
      'm.description',
      'm.exp',
      'm.level',
      'l.name as levelName',
    ])
    .where('m.memberId', '=', memberId)
    .executeTakeFirst();
  return m ? { ...m, memberId: Number(m.memberId), exp: Number(m.exp) } : null;
}

/** what a page adds to its scope, knowing the render, the signed-in member (if any) and the request */
type PageExtra = (r: TemplateTagRender, memberId: number | null, req: DynamicPageRequest) => Promise<Record<string, unknown>>;

function pageType(type: MemberPage, signedIn: 'required' | 'refused', extra?: PageExtra) {
  const p = MEMBER_PAGES[type];
  const spec: TemplateDynamicPageType = {
    type,
    title: `member:pages.${type}.name`,
    description: `member:pages.${type}.desc`,
    requestPath: p.path,
    publishPipeKey: p.pipeKey,
    defaultTemplate: p.template,
    async scope(r: TemplateTagRender, req: DynamicPageRequest) {
      const memberId = await sessionMemberIdOf(r.db, req);
      if (signedIn === 'required' && !memberId) return { redirectTo: req.pageUrl('AccountLogin') };
      const self = req.pageUrl(type);
      const base = self.slice(0, self.length - p.path.length);
      // where sign-in and sign-up send the reader afterwards (a page under this base)
      const next = pageNextOf(req.query.next);
      if (signedIn === 'refused' && memberId) return { redirectTo: next ? `${base}${next}` : req.pageUrl('AccountCentre') };
      const cookie = cookieToken(req);
      const errorKey = PAGE_ERROR_KEY.test(req.query.error ?? '') ? req.query.error! : '';
      const pages = Object.fromEntries(Object.keys(MEMBER_PAGES).map((k) => [k, req.pageUrl(k)]));
      return {
        scope: {
          Member: memberId ? { ...(await memberView(r.db, memberId)), unread: await unreadCount(r.db, memberId) } : null,
          Pages: pages,
          Form: {
            base,
            baseSig: await signWith(r.db, PAGE_BASE_PURPOSE, base),
            token: cookie && memberId ? await formTokenOf(r.db, cookie) : '',
            loginAction: `${r.apiBase}/api/member/form/login`,
            registerAction: `${r.apiBase}/api/member/form/register`,
            logoutAction: `${r.apiBase}/api/member/form/logout`,
            profileAction: `${r.apiBase}/api/member/form/profile`,
            passwordAction: `${r.apiBase}/api/member/form/password`,
            readAction: `${r.apiBase}/api/member/form/read`,
          },
          Next: next,
          Error: errorKey ? req.t(errorKey, errorParamsOf(req.query)) : '',
          Saved: req.query.saved === '1',
          ...(await extra?.(r, memberId, req)),
        },
      };
    },
  };
  return spec;
}

/** the account centre's inbox: a page of the member's in-site messages (`?page=`), newest first */
const withMessages: PageExtra = async (r, memberId, req) => {
  const pageNum = /^[1-9]\d{0,5}$/.test(req.query.page ?? '') ? Number(req.query.page) : 1;
  const box = await inboxPage(r.db, memberId!, pageNum);
  const pages = Math.max(1, Math.ceil(box.total / INBOX_PAGE_SIZE));
  const self = req.pageUrl('AccountMessages');
  return {
    Messages: {
      ...box,
      pageNum,
      pages,
      prev: pageNum > 1 ? `${self}?page=${pageNum - 1}` : '',
      next: pageNum < pages ? `${self}?page=${pageNum + 1}` : '',
    },
  };
};

/** a captcha to answer, when the console's captcha is on: its id and its image as a data URL */
const withCaptcha = async (r: TemplateTagRender) => {
  if (!(await captchaOn(r.db))) return { Captcha: null };
  const c = await createCaptcha(r.db);
  return { Captcha: { uuid: c.uuid, img: `data:image/png;base64,${c.img}` } };
};

const module: TemplateTagModule = {
  tags: [],
  dynamicPageTypes: [
    pageType('AccountLogin', 'refused', withCaptcha),
    pageType('AccountRegister', 'refused', withCaptcha),
    pageType('AccountCentre', 'required'),
    pageType('AccountSetting', 'required'),
    pageType('AccountPassword', 'required'),
    pageType('AccountMessages', 'required', withMessages),
  ],
};
export default module;
