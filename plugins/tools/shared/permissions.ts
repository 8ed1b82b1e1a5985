/** Permission codes of the tools plugin (`tool:<object>:<action>`, chestnut-api.md §2 menu 3, 2064 and 115; the API docs' `tool:swagger:view` is ours). */
export const TOOLS_PERMISSIONS = [
  'tool:groovy:exec',
  'tool:build:view',
  'tool:swagger:view',
  // the code generator (menu 116) and its buttons
  'tool:gen:list',
  'tool:gen:query',
  'tool:gen:edit',
  'tool:gen:remove',
  'tool:gen:import',
  'tool:gen:preview',
  'tool:gen:code',
] as const;

export type ToolsPermission = (typeof TOOLS_PERMISSIONS)[number];
