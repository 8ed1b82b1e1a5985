import { type MenuSeed, type SeedData, type Texts, texts as T } from '#kernel/server';
import { MASK_CONFIG } from '../shared/member.ts';
import type { MemberPermission } from '../shared/permissions.ts';

const button = (parent: string, perms: MemberPermission, order: number, title: Texts): MenuSeed => ({
  key: `${parent}.${perms.split(':').pop()}`,
  parent,
  type: 'F',
  order,
  perms,
  title,
});
const crudButtons = (parent: string, object: 'list' | 'level' | 'exp'): MenuSeed[] => [
  button(parent, `member:${object}:add`, 1, T('新增', '新增', 'Add')),
  button(parent, `member:${object}:edit`, 2, T('修改', '修改', 'Edit')),
  button(parent, `member:${object}:delete`, 3, T('删除', '刪除', 'Delete')),
];

/** chestnut-api §2: the directory 会员管理 (2060) with the member list (2063), level config (2062) and exp config (2061). */
export const memberSeed: SeedData = {
  menus: [
    {
      key: 'member.root',
      type: 'M',
      order: 37,
      path: 'member',
      perms: 'member',
      icon: 'peoples',
      title: T('会员管理', '會員管理', 'Member'),
    },
    {
      key: 'member.list',
      parent: 'member.root',
      type: 'C',
      order: 1,
      path: 'list',
      component: 'member/memberList',
      perms: 'member:list:view',
      icon: 'peoples',
      title: T('会员列表', '會員列表', 'Member List'),
    },
    ...crudButtons('member.list', 'list'),
    button('member.list', 'member:list:resetPwd', 4, T('重置密码', '重設密碼', 'Reset password')),
    {
      key: 'member.level',
      parent: 'member.root',
      type: 'C',
      order: 2,
      path: 'levelConfig',
      component: 'member/levelConfig',
      perms: 'member:level:view',
      icon: 'guide',
      title: T('等级配置', '等級配置', 'Level Config'),
    },
    ...crudButtons('member.level', 'level'),
    {
      key: 'member.exp',
      parent: 'member.root',
      type: 'C',
      order: 3,
      path: 'expConfig',
      component: 'member/expConfig',
      perms: 'member:exp:view',
      icon: 'button',
      title: T('经验配置', '經驗配置', 'Exp Config'),
    },
    ...crudButtons('member.exp', 'exp'),
  ],
  dicts: [
    {
      type: 'MemberStatus',
      name: T('会员状态', '會員狀態', 'Member status'),
      values: [
        { value: '0', label: T('正常', '正常', 'Normal'), listClass: 'success', isDefault: true, sort: 1 },
        { value: '1', label: T('停用', '停用', 'Disabled'), listClass: 'danger', sort: 2 },
        { value: '2', label: T('锁定', '鎖定', 'Locked'), listClass: 'warning', sort: 3 },
      ],
    },
  ],
  configs: [
    {
      key: MASK_CONFIG,
      value: 'true',
      name: T('会员手机号与邮箱脱敏显示', '會員手機號與郵箱脫敏顯示', 'Mask member phone numbers and e-mail addresses'),
      remark: 'true masks phone numbers and e-mail addresses in the console member list',
    },
  ],
};
