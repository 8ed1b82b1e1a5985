import type { MenuSeed, SeedData, Texts } from '#kernel/server';
import type { CmsPermission } from '../shared/permissions.ts';

const T = (zhCN: string, zhTW: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

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
];

export const cmsSeed: SeedData = {
  menus,
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
  ],
};
