import type { Db, Kernel } from '#kernel/server';
import { THIRD_PARTY_LOGIN, USER_POST_NAMES, type UserPostNames } from '#kernel/shared';
import { wechatLogin } from './wechat-login.ts';

/** The names of the posts a user holds (the account centre's post group, served by the kernel). */
export const userPostNames =
  (db: Db): UserPostNames =>
  async (userId) =>
    (
      await db
        .selectFrom('sysUserPost as up')
        .innerJoin('sysPost as p', 'p.postId', 'up.postId')
        .select('p.postName')
        .where('up.userId', '=', userId)
        .execute()
    ).map((p) => p.postName);

/** Offers the kernel what only this plugin keeps. */
export function provideServices(kernel: Kernel): void {
  kernel.services.provide(USER_POST_NAMES, userPostNames(kernel.db), 'system');
  kernel.services.provide(THIRD_PARTY_LOGIN, wechatLogin(kernel), 'system');
}
