import type { Generated } from 'kysely';

/** tool_script (migration 0002-saved-script). */
export interface ToolScriptTable {
  scriptId: Generated<number>;
  name: string;
  scriptText: string;
  mode: Generated<string>;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
}

declare module '#kernel/server' {
  interface Database {
    toolScript: ToolScriptTable;
  }
}
