/** The public server kernel API: what plugins may import, through `#kernel/server`. */
export {
  DATA_SCOPE,
  assertDeptsInScope,
  assertUsersInScope,
  computeDataScope,
  dataScopeOf,
  deptScopeSql,
  outOfScope,
  scopeDepts,
  scopeUsers,
} from './access/data-scope.ts';
export type { DataScope } from './access/data-scope.ts';
export { deptNames } from './access/dept-names.ts';
export { heldMenuIds } from './access/held-menus.ts';
export { canonicalCidr, compileRules, ipAllowed, ipInternal, parseCidr, parseIp, requestIp } from './access/ip-rules.ts';
export { AsyncTaskError, type TaskContext } from './async-tasks/index.ts';
export { JobQueue, type BatchWorker } from './queue/job-queue.ts';
export { IDENTITY_CACHE } from './auth/identity.ts';
export { liveMenu, menuI18nKey, menuTitle } from './auth/menu-title.ts';
export { heldMenuTree } from './account/menu-tree.ts';
export { activeSecurityConfig, assertPasswordAllowed, failedPasswordUpdate, passwordPolicy } from './auth/password-policy.ts';
export { hashPassword, verifyPassword } from './auth/password.ts';
export { checkCaptcha, createCaptcha } from './auth/captcha.ts';
export { envRateLimit, RateLimiter } from './http/rate-limit.ts';
export { secretKey, signWith, verifySigned } from './crypto/app-secret.ts';
export { AUDIT_COLUMNS, USER_COLUMNS } from './crud/columns.ts';
export { cacheDropTriggerSql, type CacheDropTrigger } from './cache-channel.ts';
export type { CacheLimits } from './cache.ts';
export { cachedCount } from './crud/count-cache.ts';
export { readCacheDrops, readCached } from './crud/read-cache.ts';
export { ARRAY_BODY, ID_FIELD, OBJECTS_EXTENSION, objectAccess } from './crud/object-access.ts';
export type { ObjectAccessSpec, ObjectField, ObjectKind, RouteObjects } from './crud/object-access.ts';
export { assertUpdated } from './crud/optimistic.ts';
export { dateRange, wantsExport } from './crud/query.ts';
export { idParam, idsBody, pageQuery, statusField, versionField } from './crud/schemas.ts';
export { readXlsx, sendXlsx } from './crud/xlsx.ts';
export { fieldColumns, type ExportField } from './crud/field-columns.ts';
export { compactInstant, formatInstant } from './i18n/time.ts';
export { sql } from './db/database.ts';
export type { Db } from './db/database.ts';
export type { Migration } from './db/migrate.ts';
export type { Database } from './db/types.ts';
export { readUpload, saveUpload } from './files/routes.ts';
export type { CheckedUpload, UploadRules } from './files/routes.ts';
export { contentMatches, extensionOf, FORBIDDEN_EXTENSIONS, INLINE_TYPES } from './files/file-types.ts';
export { safeResolve, writeAtomic } from './files/storage.ts';
export { compact, JSON_TYPE, ok, okText, page } from './http/envelope.ts';
export { AppError, fail, invalidField, notFound } from './http/errors.ts';
export { likeValue, paging, sorting } from './http/paging.ts';
export { sanitizeRichHtml } from './http/sanitize-html.ts';
export { checkedAddresses, fetchRemote, isPublicAddress, postRemote, RemoteFetchError } from './http/remote-fetch.ts';
export type { RemoteFetchOptions, RemoteFetchReason } from './http/remote-fetch.ts';
export { type ProbeAnswer, ProbeError, probeRemote } from './http/remote-probe.ts';
export {
  CHANNEL_TYPES,
  HOOK_TYPES,
  SECRET_MASK,
  assertPushEvent,
  assertTemplate,
  checkChannelConfig,
  emitEvent,
  eventSubscribed,
  maskChannelConfig,
  mergeChannelConfig,
  pushEvents,
  retryDeliveries,
  sendTestMessage,
} from './pusher/index.ts';
export type { ChannelType, DeliveryState, PushSubject } from './pusher/index.ts';
export type { Kernel } from './kernel.ts';
export { ServiceRegistry } from './services.ts';
export { PAGE_WIDGET_HOST } from './page-widget-host.ts';
export type {
  DeployErrors,
  HostedWidget,
  HostedWidgetFields,
  PageWidgetHost,
  PageWidgetTypeSpec,
} from './page-widget-host.ts';
export { defineServerPlugin } from './plugin.ts';
export type { JobHandler, JobSeed, MenuSeed, PushEventSeed, RouteApp, SeedData, ServerPlugin, Texts } from './plugin.ts';
export { ACCESS_EXTENSION, texts } from './plugin.ts';
export {
  CronError,
  InvokeTargetError,
  RunRefused,
  RunStatus,
  defineJobHandler,
  nextRuns,
  parseCron,
  resolveInvokeTarget,
} from './scheduler/index.ts';
export type { TypedJobHandler } from './scheduler/index.ts';
export { MASKED_VALUE, isSecretConfigKey } from './shell/secret-config.ts';
export { configNameKey, dictLabelKey, dictNameKey, menuTitleKey } from './seed.ts';
export { buildApp, registerServerPlugins } from './app.ts';
export type { App, BuildOptions } from './app.ts';
export { runServer, startServer } from './main.ts';
export { EXPORT_ROW_CAP, listRoute } from './crud/list-route.ts';
export type { ListRouteSpec } from './crud/list-route.ts';
export { updateVersioned } from './crud/versioned-update.ts';
export { statusRoute } from './crud/status-route.ts';
export type { StatusRouteSpec } from './crud/status-route.ts';
export { FormSchemaRegistry, assertFormValid } from './forms/schema-registry.ts';
export {
  USER_PATTERN_MAX_LENGTH,
  assertUserPattern,
  compileUserPattern,
  isUserPattern,
  matchesUserPattern,
  type UserPattern,
} from './forms/user-pattern.ts';
export type { FormProblem, FormVersion } from './forms/schema-registry.ts';
export { workerScript } from './worker-script.ts';
export { addRoute, detailRoute, editRoute, loadRow, removeRoute, saveRoutes } from './crud/write-routes.ts';
export { objectRoute } from './crud/object-route.ts';
export type { ObjectRequest, ObjectRouteContext, ObjectRouteSpec } from './crud/object-route.ts';

export { CMS_HOST, type CmsHost, type CmsSiteRef } from './cms-host.ts';
export * from './template-tags.ts';
export { EventBatch, type EventBatchOptions } from './db/event-batch.ts';
