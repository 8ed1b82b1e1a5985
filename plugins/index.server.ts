import type { ServerPlugin } from '#kernel/server';
import system from './system/server/index.ts';
import monitor from './monitor/server/index.ts';
import cms from './cms/server/index.ts';
import operations from './operations/server/index.ts';
import member from './member/server/index.ts';
import award from './award/server/index.ts';
import tools from './tools/server/index.ts';

/** Server plugins in load order (explicit, never discovered); PLUGINS picks which of them run. */
export const serverPlugins: ServerPlugin[] = [system, monitor, cms, operations, member, award, tools];
