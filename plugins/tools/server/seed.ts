import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';
import type { ToolsPermission } from '../shared/permissions.ts';
import { SCRIPT_CONSOLE_CONFIG } from '../shared/script.ts';

const genButton = (perms: ToolsPermission, order: number, title: Texts): MenuSeed => ({
  key: `tools.gen.${perms.split(':').pop()}`,
  parent: 'tools.gen',
  type: 'F',
  order,
  perms,
  title,
});

/** The Tools directory (v1.4.3 menu 3 系统工具): its script console (menu 2064, off until configured), form builder (115), API docs. */
export const toolsSeed: SeedData = {
  menus: [
    { key: 'tools.root', type: 'M', order: 60, path: 'tool', icon: 'tool', title: T('系统工具', '系統工具', 'Tools') },
    {
      key: 'tools.script',
      parent: 'tools.root',
      type: 'C',
      order: 0,
      path: 'groovy',
      component: 'tools/script/index',
      perms: 'tool:groovy:exec',
      icon: 'bug',
      isCache: false,
      title: T('脚本控制台', '腳本控制台', 'Script console'),
    },
    {
      // v1.4.3 menu 115 `tool/build/index` (hidden there: its view was gone); here the form designer standalone
      key: 'tools.build',
      parent: 'tools.root',
      type: 'C',
      order: 1,
      path: 'build',
      component: 'tools/build/index',
      perms: 'tool:build:view',
      icon: 'build',
      title: T('表单构建', '表單建構', 'Form builder'),
    },
    {
      // v1.4.3 menu 116 with its buttons 1055–1060
      key: 'tools.gen',
      parent: 'tools.root',
      type: 'C',
      order: 2,
      path: 'gen',
      component: 'tools/gen/index',
      perms: 'tool:gen:list',
      icon: 'code',
      title: T('代码生成', '程式碼產生', 'Code generator'),
    },
    genButton('tool:gen:query', 1, T('生成查询', '產生查詢', 'Query')),
    genButton('tool:gen:edit', 2, T('生成修改', '產生修改', 'Edit')),
    genButton('tool:gen:remove', 3, T('生成删除', '產生刪除', 'Delete')),
    genButton('tool:gen:import', 4, T('导入代码', '匯入程式碼', 'Import')),
    genButton('tool:gen:preview', 5, T('预览代码', '預覽程式碼', 'Preview')),
    genButton('tool:gen:code', 6, T('生成代码', '產生程式碼', 'Generate code')),
    {
      key: 'tools.swagger',
      parent: 'tools.root',
      type: 'C',
      order: 3,
      path: 'swagger',
      component: 'tools/swagger/index',
      perms: 'tool:swagger:view',
      icon: 'documentation',
      title: T('系统接口', '系統介面', 'API docs'),
    },
  ],
  configs: [
    {
      key: SCRIPT_CONSOLE_CONFIG,
      value: 'N',
      name: T('脚本控制台开关（Y 开启）', '腳本控制台開關（Y 開啟）', 'Script console switch (Y: on)'),
      remark: 'Y turns the Tools → Script console on for the super administrator; anything else keeps it off',
    },
  ],
};
