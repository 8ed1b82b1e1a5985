import type { Generated } from 'kysely';

/** Audit columns shared by most system tables. */
interface Audit {
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

export interface SysDeptTable extends Audit {
  deptId: Generated<number>;
  parentId: Generated<number>;
  ancestors: Generated<string>;
  deptName: string;
  orderNum: Generated<number>;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: Generated<string>;
  version: Generated<number>;
}
export interface SysUserTable extends Audit {
  userId: Generated<number>;
  deptId: number | null;
  userName: string;
  nickName: string;
  realName: string | null;
  email: string | null;
  phoneNumber: string | null;
  sex: Generated<string>;
  birthday: string | null;
  avatar: string | null;
  password: string;
  status: Generated<string>;
  loginIp: string | null;
  loginDate: string | null;
  passwordModifyTime: string | null;
  forceModifyPassword: Generated<string>;
  lockEndTime: string | null;
  loginFailCount: Generated<number>;
  loginFailDay: string | null;
  preferences: Generated<Record<string, unknown>>;
  version: Generated<number>;
}
export interface SysRoleTable extends Audit {
  roleId: Generated<number>;
  roleName: string;
  roleKey: string;
  roleSort: Generated<number>;
  dataScope: Generated<string>;
  menuCheckStrictly: Generated<boolean>;
  deptCheckStrictly: Generated<boolean>;
  status: Generated<string>;
  version: Generated<number>;
}
export interface SysMenuTable extends Audit {
  menuId: Generated<number>;
  menuKey: string | null;
  plugin: string | null;
  menuName: string;
  parentId: Generated<number>;
  orderNum: Generated<number>;
  path: Generated<string>;
  component: string | null;
  query: string | null;
  isFrame: Generated<string>;
  isCache: Generated<string>;
  menuType: string;
  visible: Generated<string>;
  status: Generated<string>;
  perms: string | null;
  icon: string | null;
  version: Generated<number>;
}
export interface SysConfigTable extends Audit {
  configId: Generated<number>;
  configName: string;
  configKey: string;
  configValue: Generated<string>;
  plugin: string | null;
  version: Generated<number>;
}
export interface SysDictTypeTable extends Audit {
  dictId: Generated<number>;
  dictName: string;
  dictType: string;
  plugin: string | null;
  status: Generated<string>;
  version: Generated<number>;
}
export interface SysDictDataTable extends Audit {
  dictCode: Generated<number>;
  dictSort: Generated<number>;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  isDefault: Generated<string>;
  status: Generated<string>;
  plugin: string | null;
  version: Generated<number>;
}
export interface SysI18nDictTable {
  dictId: Generated<number>;
  langTag: string;
  langKey: string;
  langValue: string;
  plugin: string | null;
  /** kernel migration 0003-i18n-version */
  version: Generated<number>;
}
export interface SysSessionTable {
  tokenHash: string;
  userId: number;
  userName: string;
  deptName: string | null;
  ipaddr: string | null;
  loginLocation: string | null;
  browser: string | null;
  os: string | null;
  loginTime: Generated<string>;
  lastAccessTime: Generated<string>;
  expireTime: string;
}
/** A provider's account bound to a user (third-party sign-in). */
export interface SysUserOauthTable {
  userId: number;
  provider: string;
  openId: string;
  unionId: string | null;
  nickName: string | null;
  bindTime: Generated<string>;
}
/** A third-party sign-in under way: its state (purpose `login`) or bind ticket (`bind`, with the account). */
export interface SysOauthStateTable {
  stateHash: string;
  provider: string;
  purpose: 'login' | 'bind';
  openId: string | null;
  unionId: string | null;
  nickName: string | null;
  expireTime: string;
}
export interface SysCaptchaTable {
  uuid: string;
  code: string;
  expireTime: string;
}
export interface SysOperLogTable {
  operId: Generated<number>;
  title: string | null;
  businessType: Generated<string>;
  method: string | null;
  requestMethod: string | null;
  operatorType: Generated<string>;
  operUid: number | null;
  operName: string | null;
  deptName: string | null;
  operUrl: string | null;
  operIp: string | null;
  operLocation: string | null;
  userAgent: string | null;
  requestArgs: string | null;
  responseResult: string | null;
  responseCode: number | null;
  errorMsg: string | null;
  operTime: Generated<string>;
  cost: Generated<number>;
}
export interface SysLogininforTable {
  infoId: Generated<number>;
  userType: Generated<string>;
  userId: number | null;
  userName: string | null;
  logType: Generated<string>;
  status: Generated<string>;
  ipaddr: string | null;
  loginLocation: string | null;
  browser: string | null;
  os: string | null;
  msg: string | null;
  loginTime: Generated<string>;
}
export interface SysSecurityConfigTable extends Audit {
  configId: Generated<number>;
  status: Generated<string>;
  passwordLenMin: Generated<number>;
  passwordLenMax: Generated<number>;
  passwordRule: Generated<string>;
  passwordSensitive: Generated<string[]>;
  weakPasswords: Generated<string>;
  forceModifyPwdAfterAdd: Generated<string>;
  forceModifyPwdAfterReset: Generated<string>;
  passwordExpireSeconds: Generated<number>;
  passwordRetryLimit: Generated<number>;
  passwordRetryStrategy: Generated<string>;
  passwordRetryLockSeconds: Generated<number>;
  version: Generated<number>;
}

declare module './types.ts' {
  interface Database {
    sysDept: SysDeptTable;
    sysUser: SysUserTable;
    sysRole: SysRoleTable;
    sysMenu: SysMenuTable;
    sysUserRole: { userId: number; roleId: number };
    /** menus granted to a user directly (kernel migration 0004-user-menu) */
    sysUserMenu: { userId: number; menuId: number };
    sysRoleMenu: { roleId: number; menuId: number };
    sysRoleDept: { roleId: number; deptId: number };
    sysConfig: SysConfigTable;
    sysDictType: SysDictTypeTable;
    sysDictData: SysDictDataTable;
    sysI18nDict: SysI18nDictTable;
    sysSession: SysSessionTable;
    sysCaptcha: SysCaptchaTable;
    sysUserOauth: SysUserOauthTable;
    sysOauthState: SysOauthStateTable;
    sysOperLog: SysOperLogTable;
    sysLogininfor: SysLogininforTable;
    sysSecurityConfig: SysSecurityConfigTable;
  }
}
