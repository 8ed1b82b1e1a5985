/** The audit columns of a row (who created and last changed it, and when), in the order lists read them. */
export const AUDIT_COLUMNS = ['createBy', 'createTime', 'updateBy', 'updateTime'] as const;
