/** Business constants of SPEC §9, shared by client and server. */

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The console's sign-in page, prerendered into the HTML served there (kernel/server/console-preload.ts). */
export const CONSOLE_LOGIN_PATH = '/admin/login';

/** Local storage keys (SPEC §3). */
export const STORAGE_KEYS = {
  lang: 'lang',
  /** the console language mirrored for the server (the sign-in page's strings are preloaded in it) */
  langCookie: 'lang',
  publishFlag: 'publish_flag',
  layoutSetting: 'layout-setting',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
  tokenCookie: 'Admin-Token',
  rememberCookie: 'rememberMe',
  usernameCookie: 'username',
} as const;

export const HEADERS = {
  authorization: 'Authorization',
  language: 'Accept-Language',
  exportMark: 'cc-export',
  repeatSubmit: 'repeatSubmit',
  downloadFilename: 'download-filename',
} as const;

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type SizeOption = (typeof SIZES)[number];
export const DEFAULT_SIZE: SizeOption = 'medium';

export const THEME_DEFAULT = '#409EFF';
export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

export const LAYOUT = {
  sidebarWidth: 240,
  settingsDrawerWidth: 280,
  tabMenuWidth: 105,
  tabScrollPadding: 4,
  mobileBreakpoint: 992,
  topNavItemWidth: 85,
  iframeOffset: 94.5,
} as const;

export const REQUEST = {
  timeoutMs: 10000,
  captchaTimeoutMs: 20000,
  repeatSubmitWindowMs: 1000,
} as const;

export const HEADER_SEARCH = { threshold: 0.4, titleWeight: 0.7, pathWeight: 0.3 } as const;

export const PAGINATION = {
  page: 1,
  pageSize: 20,
  pageSizes: [10, 20, 30, 50],
  pagerCountMobile: 5,
  pagerCount: 7,
  scrollMs: 800,
  siteDialogPageSize: 10,
  maxPageSize: 500,
} as const;

export const UPLOAD = {
  fileLimit: 5,
  fileSizeMb: 5,
  fileTypes: ['doc', 'xls', 'ppt', 'txt', 'pdf'],
  imageLimit: 5,
  imageSizeMb: 5,
  imageTypes: ['png', 'jpg', 'jpeg'],
  editorImageSizeMb: 5,
  viewerImageSizeMb: 2,
} as const;

export const PUBLISH_POLL = { intervalMs: 5000, flagCheckMs: 2000, zeroStops: 3 } as const;

export const SECURITY_LIMITS = {
  passwordExpireMaxSeconds: 100 * 24 * 3600,
  lockMaxSeconds: 365 * 24 * 3600,
  captchaTtlSeconds: 120,
} as const;

export const USER_NAME_LENGTH = { min: 2, max: 20 } as const;

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tiff'] as const;

/** Layout defaults (SPEC §4). */
export const LAYOUT_DEFAULTS = {
  sideTheme: 'theme-dark' as 'theme-dark' | 'theme-light',
  theme: THEME_DEFAULT,
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  showSettings: false,
};
export type LayoutSetting = typeof LAYOUT_DEFAULTS;

/** Date and time wire format of DESIGN §6. */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Home shortcuts (v1.4.3 `Shortcut` preference): menu ids, at most this many, shown in this order. */
export const MAX_SHORTCUTS = 8;

/** The on/off preferences of the preference page (`common:preference.<name>` and `<name>Hint` label them). */
export const BOOLEAN_PREFERENCES = ['OpenContentEditorW', 'IncludeChildContent', 'ShowContentSubTitle'] as const;

/** How long a third-party sign-in's state and an account's bind ticket stay usable (seconds). */
export const THIRD_PARTY_STATE_TTL_SECONDS = 600;

/** The message pusher's channel kinds: SMTP e-mail, WeCom/DingTalk/Feishu robots, a generic signed webhook, in-site messages. */
export const PUSH_CHANNEL_TYPES = ['email', 'wecom', 'dingtalk', 'feishu', 'webhook', 'site'] as const;
export type PushChannelType = (typeof PUSH_CHANNEL_TYPES)[number];
