import { type SeedData, type Texts, texts as T } from '#kernel/server';
import { SCRIPT_CONSOLE_CONFIG } from '../shared/script.ts';

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
