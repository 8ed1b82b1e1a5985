import type { Db, Kernel } from '#kernel/server';
import type { ThirdPartyAccount, ThirdPartyLogin } from '#kernel/shared';
import '../db/wechat-iprule-tables.ts';

/** How long a call to WeChat's API may take before the sign-in is refused. */
const API_TIMEOUT_MS = 10_000;

/** The WeChat config marked for the back-office login (System → WeChat config), if one is enabled. */
const backendConfig = (db: Db) =>
  db
    .selectFrom('sysWechatConfig')
    .select(['appId', 'appSecret'])
    .where('backend', '=', 'Y')
    .where('status', '=', '0')
    .orderBy('configId')
    .executeTakeFirst();

async function getJson(url: string): Promise<Record<string, unknown>> {
  const r = await fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS), redirect: 'error' });
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  const body = (await r.json()) as Record<string, unknown>;
  if (body.errcode) throw new Error(`${String(body.errcode)} ${String(body.errmsg ?? '')}`.trim());
  return body;
}

/**
 * WeChat website sign-in (the open platform's QR-code login, `snsapi_login`) with the config marked for the back
 * office: the sign-in page with the app id, the code exchanged for the openid on the server with the secret (which
 * never leaves it), the nick name read when WeChat gives it.
 */
export function wechatLogin(kernel: Kernel): ThirdPartyLogin {
  const { wechatOpenUrl, wechatApiUrl } = kernel.config;
  return {
    provider: 'wechat',
    available: async () => (await backendConfig(kernel.db)) != null,
    async authorizeUrl({ state, redirectUri }) {
      const c = await backendConfig(kernel.db);
      if (!c) return null;
      const q = new URLSearchParams({ appid: c.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
      return `${wechatOpenUrl}/connect/qrconnect?${q}#wechat_redirect`;
    },
    async identify(code) {
      const c = await backendConfig(kernel.db);
      if (!c) throw new Error('no WeChat config serves the back-office login');
      const q = new URLSearchParams({ appid: c.appId, secret: c.appSecret, code, grant_type: 'authorization_code' });
      const token = await getJson(`${wechatApiUrl}/sns/oauth2/access_token?${q}`);
      if (typeof token.openid !== 'string' || !token.openid) throw new Error('no openid');
      const account: ThirdPartyAccount = { openId: token.openid };
      if (typeof token.unionid === 'string') account.unionId = token.unionid;
      // the nick name is a courtesy for the account centre: a refusal here does not stop the sign-in
      const info = await getJson(
        `${wechatApiUrl}/sns/userinfo?${new URLSearchParams({ access_token: String(token.access_token ?? ''), openid: token.openid })}`,
      ).catch(() => null);
      if (info && typeof info.nickname === 'string') account.nickName = info.nickname.slice(0, 100);
      return account;
    },
  };
}
