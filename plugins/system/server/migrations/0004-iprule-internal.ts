import type { Migration } from '#kernel/server';

/**
 * IP rules of type INTERNAL: the association's own networks. They let nobody in or out (the kernel's access
 * check skips them); statistics count page views from them apart from visitors (issue 32).
 */
export const m0004IpruleInternal: Migration = {
  id: '0004-iprule-internal',
  up: `
alter table sys_ip_rule drop constraint if exists sys_ip_rule_type_check;
alter table sys_ip_rule add constraint sys_ip_rule_type_check check (type in ('ALLOW', 'DENY', 'INTERNAL'));
`,
};
