import type { Generated } from 'kysely';

interface Audit {
  version: Generated<number>;
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

/** member (migration 0001-member): a member of the published sites. */
export interface MemberTable extends Audit {
  memberId: Generated<number>;
  userName: string | null;
  nickName: string | null;
  phoneNumber: string | null;
  email: string | null;
  password: string;
  birthday: string | null;
  avatar: string | null;
  cover: string | null;
  slogan: string | null;
  description: string | null;
  status: Generated<string>;
  sourceType: string | null;
  sourceId: string | null;
  exp: Generated<number>;
  level: Generated<number>;
  memberEnterpriseId: number | null;
  loginFailCount: Generated<number>;
  loginFailDay: string | null;
  lockEndTime: string | null;
  lastLoginIp: string | null;
  lastLoginTime: string | null;
}

/** member_session: a member's signed-in browser (the SHA-256 of its cookie token). */
export interface MemberSessionTable {
  tokenHash: string;
  memberId: number;
  ip: string | null;
  createTime: Generated<string>;
  expireTime: string;
}

/** member_level_config: the exp a level needs to reach the next one. */
export interface MemberLevelConfigTable extends Audit {
  configId: Generated<number>;
  levelType: string;
  level: number;
  name: string;
  icon: string | null;
  nextNeedExp: number;
}

/** member_exp_config: the exp an operation earns, with its day and total limits (0: none). */
export interface MemberExpConfigTable extends Audit {
  configId: Generated<number>;
  opType: string;
  levelType: string;
  exp: number;
  dayLimit: number;
  totalLimit: number;
}

/** member_exp_log: every exp change of a member. */
export interface MemberExpLogTable {
  logId: Generated<number>;
  memberId: number;
  opType: string;
  levelType: Generated<string>;
  exp: number;
  totalExp: number;
  level: number;
  logDay: Generated<string>;
  logTime: Generated<string>;
}

/** member_message: an in-site message of a member (the pusher's site channel). */
export interface MemberMessageTable {
  messageId: Generated<number>;
  memberId: number;
  occurrenceId: number;
  eventCode: string;
  title: string;
  body: string;
  readTime: string | null;
  createTime: Generated<string>;
}

declare module '#kernel/server' {
  interface Database {
    member: MemberTable;
    memberSession: MemberSessionTable;
    memberLevelConfig: MemberLevelConfigTable;
    memberExpConfig: MemberExpConfigTable;
    memberExpLog: MemberExpLogTable;
    memberMessage: MemberMessageTable;
  }
}
