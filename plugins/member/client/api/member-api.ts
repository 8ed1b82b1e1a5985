import { crudApi, crudObjects, crudPerms, type CrudUrls, http } from '#kernel/client';
import type { MemberEnterprise, PageData } from '#kernel/shared';
import type { ExpConfigAdd, ExpConfigEdit, ExpConfigRow, LevelConfigAdd, LevelConfigEdit, LevelConfigRow } from '../../shared/config.ts';
import type { MemberAdd, MemberEdit, MemberExpLogRow, MemberQuery, MemberResetPassword, MemberRow } from '../../shared/member.ts';
import type { MemberPermission } from '../../shared/permissions.ts';

export type { ExpConfigRow, LevelConfigRow, MemberExpLogRow, MemberQuery, MemberRow };
export type LevelConfigQuery = { levelType?: string; level?: number };
export type ExpConfigQuery = { opType?: string; levelType?: string };

/** v1.4.3's REST forms: the list is `GET base`, one row `GET base/{id}`. */
const restUrls = (base: string): CrudUrls => ({ list: base, one: (id) => `${base}/${id}`, base });

/** URLs of the member plugin (chestnut-api §1.10), declared once. */
export const memberUrls = {
  members: restUrls('/member'),
  resetPassword: '/member/resetPassword',
  expLog: '/member/expLog',
  enterprises: '/member/enterprises',
  levels: restUrls('/member/levelConfig'),
  levelTypes: '/member/levelConfig/types',
  exps: restUrls('/member/expConfig'),
  expTypes: '/member/expConfig/types',
} as const;

export const memberApi = {
  ...crudApi<MemberRow, MemberQuery, MemberAdd, MemberEdit>(memberUrls.members),
  resetPassword: (b: MemberResetPassword) => http.put(memberUrls.resetPassword, b),
  expLog: (q: { memberId: number; pageNum: number; pageSize: number }) =>
    http.get<PageData<MemberExpLogRow>>(memberUrls.expLog, { params: q }),
  enterprises: (query: string) => http.get<MemberEnterprise[]>(memberUrls.enterprises, { params: { query } }),
};
export const levelConfigApi = {
  ...crudApi<LevelConfigRow, LevelConfigQuery, LevelConfigAdd, LevelConfigEdit>(memberUrls.levels),
  types: () => http.get<{ id: string; name: string }[]>(memberUrls.levelTypes),
};
export const expConfigApi = {
  ...crudApi<ExpConfigRow, ExpConfigQuery, ExpConfigAdd, ExpConfigEdit>(memberUrls.exps),
  types: () => http.get<{ id: string; name: string }[]>(memberUrls.expTypes),
};

/** Declares an object of the member plugin: only codes the plugin declares compile. */
const memberObjectOf = crudObjects<MemberPermission>();
const VERBS = { remove: 'delete' } as const;

export const memberObject = memberObjectOf<MemberRow, MemberQuery>({
  name: 'Member',
  rowKey: 'memberId',
  api: memberApi,
  perms: crudPerms('member', 'list', ['add', 'edit', 'remove'], VERBS),
  nameOf: (r) => r.userName ?? r.nickName ?? r.email ?? r.phoneNumber ?? String(r.memberId),
});
export const levelConfigObject = memberObjectOf<LevelConfigRow, LevelConfigQuery>({
  name: 'MemberLevel',
  rowKey: 'configId',
  api: levelConfigApi,
  perms: crudPerms('member', 'level', ['add', 'edit', 'remove'], VERBS),
  nameOf: (r) => r.name,
});
export const expConfigObject = memberObjectOf<ExpConfigRow, ExpConfigQuery>({
  name: 'MemberExp',
  rowKey: 'configId',
  api: expConfigApi,
  perms: crudPerms('member', 'exp', ['add', 'edit', 'remove'], VERBS),
  nameOf: (r) => r.opTypeName,
});
