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
