import type { Generated } from 'kysely';

/** sys_wechat_config and sys_ip_rule (migration 0002-wechat-iprule). */
interface Audit {
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

export interface SysWechatConfigTable extends Audit {
  configId: Generated<number>;
  backend: Generated<string>;
  appId: string;
  appSecret: string;
  token: Generated<string>;
  encodingAesKey: Generated<string>;
  status: Generated<string>;
  version: Generated<number>;
}

export interface SysIpRuleTable extends Audit {
  ruleId: Generated<number>;
  type: string;
  cidr: string;
  expireTime: string | null;
  version: Generated<number>;
}

declare module '#kernel/server' {
  interface Database {
    sysWechatConfig: SysWechatConfigTable;
    sysIpRule: SysIpRuleTable;
  }
}
