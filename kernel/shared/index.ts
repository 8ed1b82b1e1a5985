/** The public shared kernel API: what plugins may import, through `#kernel/shared`. */
export { ResultCode } from './codes.ts';
export type { PageData } from './codes.ts';
export { DEFAULT_LANGUAGE, LANGUAGES, PUSH_CHANNEL_TYPES, UPLOAD, isLanguage, type PushChannelType } from './constants.ts';
export type { Language } from './constants.ts';
export { SUPER_ROLE, hasAnyPermi } from './permission.ts';
export {
  FIELD_RULES,
  PASSWORD_RULES,
  checkConfirm,
  isBlank,
  personalPart,
  isIdCard18,
  isUscc,
  patterns,
  rules,
  usccCheckChar,
} from './validation.ts';
export type { FieldRuleContext, RuleResult } from './validation.ts';
export { NOT_BLANK, Wire } from './wire.ts';
export { branchIds, labelTree, toTree, type TreeNode, type TreeRow } from './tree.ts';
export { formilyToJsonSchema, registerFormat } from './formily-schema.ts';
export { formTextToSchema, parseFormText, pickFormText, type FormText, type ParsedFormText } from './form-text.ts';
export type { FormilySchema, FormilyValidator, JsonSchema } from './formily-schema.ts';
export { isSafeUrl, urlScheme } from './safe-url.ts';
export { escapeHtml } from './escape-html.ts';
export { CLIENT_DEVICES, deviceOf, maskIp, type ClientDevice } from './client-device.ts';
export { NOTICE_PUBLISHER, THIRD_PARTY_LOGIN, USER_POST_NAMES, serviceKey } from './services.ts';
export { EX_MODEL_KINDS, EX_MODELS } from './services.ts';
export type { ExModelField, ExModelKind, ExModels, ExModelSource } from './services.ts';
export { CUSTOM_FORM_MODELS, MEMBER_ENTERPRISES, MEMBER_INBOX, MEMBER_SESSIONS, SITE_CONTENT_STATS } from './services.ts';
export type {
  CustomFormModels,
  MemberEnterprise,
  MemberEnterprises,
  MemberInbox,
  MemberInboxMessage,
  MemberOperation,
  MemberSessions,
  SiteMember,
  XModelFieldWire,
} from './services.ts';
export type { SiteContentStats, StatContent, StatContentTotals, StatSite } from './services.ts';
export { CONTENT_COMMENTS } from './services.ts';
export type { CommentedContent, ContentComments } from './services.ts';
export type {
  NoticePublisher,
  PublicNotice,
  PublishedNotice,
  ServiceKey,
  ThirdPartyAccount,
  ThirdPartyLogin,
  UserPostNames,
} from './services.ts';
