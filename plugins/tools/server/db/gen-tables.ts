import type { Generated } from 'kysely';

/** gen_table (migration 0003-gen): an imported table and what the generator writes for it. */
export interface GenTableTable {
  tableId: Generated<number>;
  tableName: string;
  tableComment: Generated<string>;
  className: string;
  pluginId: string;
  businessName: string;
  functionName: string;
  functionAuthor: string | null;
  tplCategory: Generated<string>;
  treeCode: string | null;
  treeParentCode: string | null;
  treeName: string | null;
  parentMenuId: number | null;
  options: string | null;
  lastExport: string | null;
  lastExportTime: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
  /** migration 0004-gen-source: a table made from a custom form or an ex-model (none: a table of the database) */
  sourceKind: 'customform' | 'exmodel' | null;
  sourceId: number | null;
}

/** gen_table_column: one column of an imported table with its flags. */
export interface GenTableColumnTable {
  columnId: Generated<number>;
  tableId: number;
  columnName: string;
  columnComment: Generated<string>;
  columnType: string;
  tsType: string;
  tsField: string;
  isPk: Generated<string>;
  isIncrement: Generated<string>;
  isRequired: Generated<string>;
  isInsert: Generated<string>;
  isEdit: Generated<string>;
  isList: Generated<string>;
  isQuery: Generated<string>;
  queryType: Generated<string>;
  htmlType: Generated<string>;
  dictType: Generated<string>;
  maxLength: number | null;
  sort: Generated<number>;
}

declare module '#kernel/server' {
  interface Database {
    genTable: GenTableTable;
    genTableColumn: GenTableColumnTable;
  }
}
