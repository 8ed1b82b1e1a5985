import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';

/** A page menu with its button rows (`system:<obj>:<action>`). */
function page(
  key: string,
  order: number,
  path: string,
  component: string,
  icon: string,
  title: Texts,
  buttons: [string, Texts][] = [],
): MenuSeed[] {
  const obj = key.split('.')[1];
  const rows: MenuSeed[] = [{ key, parent: 'system.root', type: 'C', order, path, component, perms: `system:${obj}:view`, icon, title }];
  buttons.forEach(([action, t], i) =>
    rows.push({ key: `${key}.${action}`, parent: key, type: 'F', order: i + 1, perms: `system:${obj}:${action}`, title: t }),
  );
  return rows;
}

const ADD = T('新增', '新增', 'Add');
const EDIT = T('修改', '修改', 'Edit');
const REMOVE = T('删除', '刪除', 'Delete');
const EXPORT = T('导出', '匯出', 'Export');
const IMPORT = T('导入', '匯入', 'Import');
const RESET = T('重置密码', '重設密碼', 'Reset password');
const CRUD: [string, Texts][] = [
  ['add', ADD],
  ['edit', EDIT],
  ['remove', REMOVE],
];

const menus: MenuSeed[] = [
  { key: 'system.root', type: 'M', order: 40, path: 'system', icon: 'system', title: T('系统管理', '系統管理', 'System') },
  ...page('system.user', 1, 'user', 'system/user/index', 'user', T('用户管理', '使用者管理', 'Users'), [
    ...CRUD,
    ['export', EXPORT],
    ['import', IMPORT],
    ['resetPwd', RESET],
  ]),
  ...page('system.role', 2, 'role', 'system/role/index', 'peoples', T('角色管理', '角色管理', 'Roles'), [...CRUD, ['export', EXPORT]]),
  ...page('system.menu', 3, 'menu', 'system/menu/index', 'tree-table', T('菜单管理', '選單管理', 'Menus'), CRUD),
  ...page('system.dept', 4, 'dept', 'system/dept/index', 'tree', T('部门管理', '部門管理', 'Departments'), CRUD),
  ...page('system.post', 5, 'post', 'system/post/index', 'post', T('岗位管理', '崗位管理', 'Posts'), [...CRUD, ['export', EXPORT]]),
  ...page('system.dict', 6, 'dict', 'system/dict/index', 'dict', T('字典管理', '字典管理', 'Dictionaries'), [...CRUD, ['export', EXPORT]]),
  ...page('system.config', 7, 'config', 'system/config/index', 'edit', T('参数设置', '參數設定', 'Parameters'), [
    ...CRUD,
    ['export', EXPORT],
  ]),
  ...page('system.notice', 8, 'notice', 'system/notice/index', 'message', T('通知公告', '通知公告', 'Notices'), CRUD),
  ...page('system.i18ndict', 9, 'i18n/dict', 'system/i18n/index', 'language', T('国际化管理', '國際化管理', 'I18n'), [
    ...CRUD,
    ['export', EXPORT],
  ]),
  ...page('system.iprule', 10, 'iprule', 'system/iprule/index', 'lock', T('IP规则', 'IP規則', 'IP rules'), CRUD),
  ...page('system.operlog', 11, 'operlog', 'system/operlog/index', 'form', T('操作日志', '操作日誌', 'Operation log'), [
    ['remove', REMOVE],
    ['export', EXPORT],
  ]),
  ...page('system.logininfor', 12, 'logininfor', 'system/logininfor/index', 'logininfor', T('登录日志', '登入日誌', 'Login log'), [
    ['remove', REMOVE],
    ['export', EXPORT],
    ['unlock', T('解锁', '解鎖', 'Unlock')],
  ]),
  ...page('system.security', 13, 'security/config', 'system/security/index', 'shield', T('安全配置', '安全設定', 'Security'), CRUD),
  ...page('system.wechat', 14, 'wechat', 'system/wechat/index', 'wechat', T('微信配置', '微信設定', 'WeChat config'), CRUD),
  ...page('system.pusher', 15, 'pusher', 'system/pusher/index', 'message', T('消息推送', '訊息推播', 'Message pusher'), CRUD),
];

const yes = (v: string, zh: string, tw: string, en: string, listClass?: string) => ({ value: v, label: T(zh, tw, en), listClass });

/** Menus, dictionaries, configs of the system plugin (SPEC §2, chestnut-api.md §2 and §5). */
export const systemSeed: SeedData = {
  menus,
  dicts: [
    {
      type: 'YesOrNo',
      name: T('是否', '是否', 'Yes or no'),
      values: [yes('Y', '是', '是', 'Yes', 'success'), yes('N', '否', '否', 'No', 'warning')],
    },
    {
      type: 'SuccessOrFail',
      name: T('成功失败', '成功失敗', 'Success or fail'),
      values: [yes('0', '成功', '成功', 'Success', 'success'), yes('1', '失败', '失敗', 'Fail', 'danger')],
    },
    {
      type: 'EnableOrDisable',
      name: T('启用禁用', '啟用停用', 'Enable or disable'),
      values: [yes('0', '启用', '啟用', 'Enable', 'success'), yes('1', '禁用', '停用', 'Disable', 'warning')],
    },
    {
      type: 'Gender',
      name: T('性别', '性別', 'Gender'),
      values: [yes('0', '男', '男', 'Male'), yes('1', '女', '女', 'Female'), yes('2', '未知', '未知', 'Unknown')],
    },
    {
      type: 'I18nDictType',
      name: T('国际化语言', '國際化語言', 'Languages'),
      values: [
        { value: 'zh-CN', label: T('简体中文', '简体中文', '简体中文') },
        { value: 'zh-TW', label: T('繁體中文', '繁體中文', '繁體中文') },
        { value: 'en', label: T('English', 'English', 'English') },
      ],
    },
    {
      type: 'LoginLogType',
      name: T('登录日志类型', '登入日誌類型', 'Login log type'),
      values: [yes('0', '登录', '登入', 'Login'), yes('1', '退出', '登出', 'Logout'), yes('2', '注册', '註冊', 'Register')],
    },
    {
      type: 'NoticeStatus',
      name: T('公告状态', '公告狀態', 'Notice status'),
      values: [yes('0', '正常', '正常', 'Normal', 'success'), yes('1', '关闭', '關閉', 'Closed', 'danger')],
    },
    {
      type: 'NoticeType',
      name: T('公告类型', '公告類型', 'Notice type'),
      values: [yes('1', '通知', '通知', 'Notice', 'warning'), yes('2', '公告', '公告', 'Announcement', 'success')],
    },
    {
      type: 'SysUserStatus',
      name: T('用户状态', '使用者狀態', 'User status'),
      values: [
        yes('0', '正常', '正常', 'Normal', 'success'),
        yes('1', '停用', '停用', 'Disabled', 'danger'),
        yes('2', '锁定', '鎖定', 'Locked', 'warning'),
      ],
    },
    {
      type: 'SecurityPasswordRetryStrategy',
      name: T('密码重试策略', '密碼重試策略', 'Password retry strategy'),
      values: [
        yes('NONE', '无', '無', 'None'),
        yes('DISABLE', '停用账号', '停用帳號', 'Disable account'),
        yes('LOCK', '锁定账号', '鎖定帳號', 'Lock account'),
      ],
    },
    {
      type: 'SecurityPasswordRule',
      name: T('密码规则', '密碼規則', 'Password rule'),
      values: [
        yes('NONE', '无限制', '無限制', 'No rule'),
        yes('LETTER_NUMBER', '字母+数字', '字母+數字', 'Letters + digits'),
        yes('UPPER_LOW_LETTER_NUMBER', '大小写字母+数字', '大小寫字母+數字', 'Upper + lower letters + digits'),
        yes('LETTER_NUMBER_SPECIAL', '字母+数字+特殊字符', '字母+數字+特殊字元', 'Letters + digits + special'),
        yes(
          'UPPER_LOW_LETTER_NUMBER_SPECIAL',
          '大小写字母+数字+特殊字符',
          '大小寫字母+數字+特殊字元',
          'Upper + lower letters + digits + special',
        ),
      ],
    },
    {
      type: 'SecurityPasswordSensitive',
      name: T('密码敏感信息', '密碼敏感資訊', 'Password sensitive data'),
      values: [
        yes('ACCOUNT', '账号', '帳號', 'Account'),
        yes('PHONE_NUMBER', '手机号', '手機號', 'Phone number'),
        yes('EMAIL', '邮箱', '郵箱', 'Email'),
        yes('NICK_NAME', '昵称', '暱稱', 'Nickname'),
      ],
    },
    {
      type: 'IpRuleType',
      name: T('IP规则类型', 'IP規則類型', 'IP rule type'),
      values: [
        yes('ALLOW', '白名单', '白名單', 'Allow', 'success'),
        yes('DENY', '黑名单', '黑名單', 'Deny', 'danger'),
        yes('INTERNAL', '内网', '內網', 'Internal', 'primary'),
      ],
    },
    {
      type: 'MenuType',
      name: T('菜单类型', '選單類型', 'Menu type'),
      values: [yes('M', '目录', '目錄', 'Directory'), yes('C', '菜单', '選單', 'Menu'), yes('F', '按钮', '按鈕', 'Button')],
    },
    {
      type: 'BusinessType',
      name: T('操作类型', '操作類型', 'Operation type'),
      values: [
        yes('OTHER', '其他', '其他', 'Other', 'info'),
        yes('INSERT', '新增', '新增', 'Insert', 'primary'),
        yes('UPDATE', '修改', '修改', 'Update', 'primary'),
        yes('DELETE', '删除', '刪除', 'Delete', 'danger'),
        yes('GRANT', '授权', '授權', 'Grant', 'primary'),
        yes('EXPORT', '导出', '匯出', 'Export', 'warning'),
        yes('IMPORT', '导入', '匯入', 'Import', 'warning'),
        yes('FORCE', '强退', '強退', 'Force logout', 'danger'),
        yes('CLEAN', '清空', '清空', 'Clean', 'danger'),
      ],
    },
  ],
  configs: [
    // the login page reads these two before anyone signs in
    {
      key: 'SysCaptchaEnable',
      value: 'true',
      name: T('登录验证码开关', '登入驗證碼開關', 'Login captcha'),
      remark: 'true / false',
      public: true,
    },
    {
      key: 'SysRegistEnable',
      value: 'false',
      name: T('账号自助注册开关', '帳號自助註冊開關', 'Self registration'),
      remark: 'true / false',
      public: true,
    },
    {
      key: 'SysUploadSizeLimit',
      value: '5242880',
      name: T('上传文件大小限制（字节）', '上傳檔案大小限制（位元組）', 'Upload size limit (bytes)'),
    },
    {
      key: 'SysUploadTypeLimit',
      value: 'jpg,jpeg,gif,png,webp,bmp,xls,xlsx,doc,docx,ppt,pptx,pdf,txt,zip',
      name: T('上传文件类型限制', '上傳檔案類型限制', 'Upload file types'),
    },
  ],
};
