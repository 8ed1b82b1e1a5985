import { type SeedData, type Texts, texts as T } from '#kernel/server';
import { SCRIPT_CONSOLE_CONFIG } from '../shared/script.ts';

/** The Tools directory (v1.4.3 menu 3 系统工具) and its script console (menu 2064), switched off until configured. */
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
