import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';
import { CONTENT_ATTRIBUTES, CONTENT_STATUS } from '../shared/content.ts';
import { FIELD_TYPES } from '../shared/exmodel.ts';
import type { CmsPermission } from '../shared/permissions.ts';
import { DEFAULT_TEMPLATE_SUFFIX } from '../shared/template.ts';

const button = (parent: string, perms: CmsPermission, order: number, title: Texts): MenuSeed => ({
  key: `${parent}.${perms.split(':').pop()}`,
  parent,
  type: 'F',
  order,
  perms,
  title,
});

/** The CMS directory (v1.4.3 path `configs`, chestnut-api §2) and the screens built so far. */
const menus: MenuSeed[] = [
  {
    key: 'cms.root',
    type: 'M',
    order: 35,
    path: 'configs',
    icon: 'documentation',
    title: T('内容管理', '內容管理', 'CMS'),
  },
  {
    key: 'cms.site',
    parent: 'cms.root',
    type: 'C',
    order: 1,
    path: 'site',
    component: 'cms/contentcore/site',
    perms: 'cms:site:view',
    icon: 'cascader',
    title: T('站点管理', '網站管理', 'Site'),
  },
  button('cms.site', 'cms:site:add', 1, T('新增', '新增', 'Add')),
  button('cms.site', 'cms:site:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.site', 'cms:site:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.catalog',
    parent: 'cms.root',
    type: 'C',
    order: 2,
    path: 'catalog',
    component: 'cms/contentcore/catalog',
    perms: 'cms:catalog:view',
    icon: 'tree-table',
    title: T('栏目管理', '欄目管理', 'Catalog'),
  },
  button('cms.catalog', 'cms:catalog:add', 1, T('新增', '新增', 'Add')),
  button('cms.catalog', 'cms:catalog:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.catalog', 'cms:catalog:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.content',
    parent: 'cms.root',
    type: 'C',
    order: 3,
    path: 'content',
    component: 'cms/contentcore/content',
    perms: 'cms:content:view',
    icon: 'list',
    title: T('内容管理', '內容管理', 'Content'),
  },
  button('cms.content', 'cms:content:add', 1, T('新增', '新增', 'Add')),
  button('cms.content', 'cms:content:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.content', 'cms:content:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.resource',
    parent: 'cms.root',
    type: 'C',
    order: 4,
    path: 'resource',
    component: 'cms/contentcore/resource',
    perms: 'cms:resource:view',
    icon: 'list',
    title: T('资源管理', '資源管理', 'Resources'),
  },
  button('cms.resource', 'cms:resource:add', 1, T('上传', '上傳', 'Upload')),
  button('cms.resource', 'cms:resource:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.resource', 'cms:resource:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.publishpipe',
    parent: 'cms.root',
    type: 'C',
    order: 5,
    path: 'publishpipe',
    component: 'cms/contentcore/publishPipe',
    perms: 'cms:publishpipe:view',
    icon: 'component',
    title: T('发布通道', '發布通道', 'Publish Pipe'),
  },
  button('cms.publishpipe', 'cms:publishpipe:add', 1, T('新增', '新增', 'Add')),
  button('cms.publishpipe', 'cms:publishpipe:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.publishpipe', 'cms:publishpipe:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.template',
    parent: 'cms.root',
    type: 'C',
    order: 6,
    path: 'template',
    component: 'cms/contentcore/template',
    perms: 'cms:template:view',
    icon: 'code',
    title: T('模板管理', '範本管理', 'Template'),
  },
  button('cms.template', 'cms:template:add', 1, T('新增', '新增', 'Add')),
  button('cms.template', 'cms:template:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.template', 'cms:template:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.file',
    parent: 'cms.root',
    type: 'C',
    order: 7,
    path: 'file',
    component: 'cms/contentcore/file',
    perms: 'cms:file:view',
    icon: 'tree-table',
    title: T('文件管理', '檔案管理', 'Files'),
  },
  button('cms.file', 'cms:file:add', 1, T('新增', '新增', 'Add')),
  button('cms.file', 'cms:file:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.file', 'cms:file:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.staticize',
    parent: 'cms.root',
    type: 'C',
    order: 8,
    path: 'staticize',
    component: 'cms/staticize/index',
    perms: 'cms:staticize:view',
    icon: 'code',
    title: T('模板指令', '範本指令', 'Directive'),
  },
  {
    key: 'cms.exmodel',
    parent: 'cms.root',
    type: 'C',
    order: 9,
    path: 'exmodel',
    component: 'cms/exmodel/model',
    perms: 'cms:exmodel:view',
    icon: 'form',
    title: T('扩展模型', '擴展模型', 'Ext Model'),
  },
  button('cms.exmodel', 'cms:exmodel:add', 1, T('新增', '新增', 'Add')),
  button('cms.exmodel', 'cms:exmodel:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.exmodel', 'cms:exmodel:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.word',
    parent: 'cms.root',
    type: 'C',
    order: 10,
    path: 'word',
    component: 'cms/word/word',
    perms: 'word:view',
    icon: 'input',
    title: T('词汇管理', '詞彙管理', 'Words'),
  },
  button('cms.word', 'word:add', 1, T('新增', '新增', 'Add')),
  button('cms.word', 'word:edit', 2, T('修改', '修改', 'Edit')),
  button('cms.word', 'word:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.contentIndex',
    parent: 'cms.root',
    type: 'C',
    order: 11,
    path: 'search/index',
    component: 'cms/search/indexList',
    perms: 'cms:contentindex:view',
    icon: 'documentation',
    title: T('内容索引', '內容索引', 'Content Index'),
  },
  button('cms.contentIndex', 'cms:contentindex:edit', 1, T('重建', '重建', 'Rebuild')),
  {
    key: 'cms.searchDict',
    parent: 'cms.root',
    type: 'C',
    order: 12,
    path: 'dictWord',
    component: 'cms/search/dictWord',
    perms: 'cms:search:dict',
    icon: 'input',
    title: T('索引词库', '索引詞庫', 'Index Dict'),
  },
  // the codes its routes check (v1.4.3 checks `search:dict:*` behind the menu's `cms:search:dict`)
  button('cms.searchDict', 'search:dict:view', 1, T('查询', '查詢', 'Query')),
  button('cms.searchDict', 'search:dict:add', 2, T('新增', '新增', 'Add')),
  button('cms.searchDict', 'search:dict:delete', 3, T('删除', '刪除', 'Delete')),
  {
    key: 'cms.searchLog',
    parent: 'cms.root',
    type: 'C',
    order: 13,
    path: 'searchWord',
    component: 'cms/search/wordTab',
    perms: 'cms:search:log',
    icon: 'log',
    title: T('搜索日志', '搜尋日誌', 'Search Log'),
  },
  button('cms.searchLog', 'search:log:view', 1, T('查询', '查詢', 'Query')),
  button('cms.searchLog', 'search:log:delete', 2, T('删除日志', '刪除日誌', 'Delete logs')),
  button('cms.searchLog', 'search:word:edit', 3, T('编辑搜索词', '編輯搜尋詞', 'Edit search words')),
];

/**
 * The fixed dictionaries v1.4.3's CMS screens read (its `FixedDictType`s), with its values, order and remarks:
 * content statuses, static file suffixes, content attributes (the remark is the attribute's bit of the stored
 * mask, `CONTENT_ATTRIBUTES`) and ex-model field types (the remark is how many columns of the type the default
 * table has, `FIELD_TYPES`).
 */
const v143Dicts: NonNullable<SeedData['dicts']> = [
  {
    type: 'CMSContentStatus',
    name: T('内容状态', '內容狀態', 'Content status'),
    values: [
      { value: CONTENT_STATUS.DRAFT, label: T('初稿', '初稿', 'Draft'), listClass: 'info' },
      { value: CONTENT_STATUS.TO_PUBLISH, label: T('待发布', '待發布', 'To publish'), listClass: 'warning' },
      { value: CONTENT_STATUS.PUBLISHED, label: T('已发布', '已發布', 'Published'), listClass: 'success' },
      { value: CONTENT_STATUS.OFFLINE, label: T('已下线', '已下線', 'Offline'), listClass: 'danger' },
      { value: CONTENT_STATUS.EDITING, label: T('重新编辑', '重新編輯', 'Re-edit'), listClass: 'primary' },
      // last, so that its sort (6) is the same in a database seeded before it was added
      { value: CONTENT_STATUS.ARCHIVED, label: T('已归档', '已歸檔', 'Archived'), listClass: 'default' },
    ],
  },
  {
    type: 'CMSStaticSuffix',
    name: T('静态文件类型', '靜態檔案類型', 'Static file type'),
    values: ['shtml', 'html', 'xml', 'json'].map((v) => ({ value: v, label: T(v, v, v) })),
  },
  {
    type: 'CMSContentAttribute',
    name: T('内容属性', '內容屬性', 'Content attribute'),
    values: (
      [
        ['image', T('图片', '圖片', 'Image')],
        ['video', T('视频', '影片', 'Video')],
        ['attach', T('附件', '附件', 'Attachment')],
        ['hot', T('热点', '熱點', 'Hot')],
        ['recommend', T('推荐', '推薦', 'Recommend')],
      ] as const
    ).map(([v, label]) => ({ value: v, label, remark: String(CONTENT_ATTRIBUTES[v]) })),
  },
  {
    type: 'MetaFieldType',
    name: T('元数据字段类型', '元數據欄位類型', 'Meta field type'),
    values: (
      [
        ['short_text', T('短文本（50）', '短文字（50）', 'Short text (50)')],
        ['medium_text', T('中文本（200）', '中文字（200）', 'Medium text (200)')],
        ['large_text', T('长文本（2000）', '長文字（2000）', 'Large text (2000)')],
        ['clob_text', T('大文本', '大文字', 'Long text')],
        ['long', T('整数', '整數', 'Integer')],
        ['double', T('小数', '小數', 'Decimal')],
        ['datetime', T('日期时间', '日期時間', 'Date and time')],
      ] as const
    ).map(([v, label]) => ({ value: v, label, remark: String(FIELD_TYPES[v].count) })),
  },
];

export const cmsSeed: SeedData = {
  menus,
  dicts: [
    {
      // chestnut-api §4.6, §5.4
      type: 'CMSPageWidgetStatus',
      name: T('页面部件状态', '頁面部件狀態', 'Page widget status'),
      values: [
        { value: '0', label: T('初稿', '初稿', 'Draft'), listClass: 'info', sort: 1 },
        { value: '30', label: T('已发布', '已發布', 'Published'), listClass: 'success', sort: 2 },
        { value: '40', label: T('已下线', '已下線', 'Offline'), listClass: 'warning', sort: 3 },
        { value: '60', label: T('重新编辑', '重新編輯', 'Re-edit'), listClass: 'primary', sort: 4 },
      ],
    },
    ...v143Dicts,
  ],
  scheduledJobs: [
    {
      name: T('发布到期的待发布内容', '發布到期的待發布內容', 'Publish due contents'),
      invokeTarget: 'cms.publishDueContents',
      cron: '0 * * * * ?',
    },
    {
      name: T('下线到期的内容', '下線到期的內容', 'Take due contents offline'),
      invokeTarget: 'cms.offlineDueContents',
      cron: '30 * * * * ?',
    },
    { name: T('取消到期的置顶', '取消到期的置頂', 'Cancel expired tops'), invokeTarget: 'cms.expireTops', cron: '0 */5 * * * ?' },
    {
      name: T('清理过期的回收站内容', '清理過期的回收站內容', 'Purge old recycle-bin contents'),
      invokeTarget: 'cms.purgeRecycleBin',
      cron: '0 0 3 * * ?',
    },
  ],
  configs: [
    {
      key: 'CMSModuleEnable',
      value: 'true',
      name: T('启用内容管理模块', '啟用內容管理模組', 'Enable the CMS module'),
      remark: 'true / false: the navbar shows the current-site switcher',
      public: true,
    },
    {
      key: 'AllowUploadFileType',
      value: '',
      name: T('资源库允许上传的文件类型', '資源庫允許上傳的檔案類型', 'Resource library upload types'),
      remark: 'comma-separated extensions; empty = every extension of the image/audio/video/file types',
    },
    {
      key: 'ResourceUploadAcceptSize',
      value: '5242880',
      name: T('资源库上传大小上限（字节）', '資源庫上傳大小上限（位元組）', 'Resource library upload limit (bytes)'),
      remark: 'bytes; default 5 MB',
    },
    {
      key: 'CMSTemplateSuffix',
      value: DEFAULT_TEMPLATE_SUFFIX,
      name: T('模板文件后缀', '範本檔案後綴', 'Template file suffix'),
      remark: 'the suffix of template file names (chestnut-api §4.2)',
    },
  ],
};
