import type { Generated } from 'kysely';

/** tool_console_key (migration 0001-console). */
export interface ToolConsoleKeyTable {
  keyHash: string;
  tokenHash: string;
  userId: number;
  expiresAt: string;
  createTime: Generated<string>;
}

declare module '#kernel/server' {
  interface Database {
    toolConsoleKey: ToolConsoleKeyTable;
  }
}
