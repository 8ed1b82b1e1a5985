/** Permission codes of the tools plugin (`tool:<object>:<action>`, chestnut-api.md §2 menu 3 and 2064). */
export const TOOLS_PERMISSIONS = ['tool:groovy:exec'] as const;

export type ToolsPermission = (typeof TOOLS_PERMISSIONS)[number];
