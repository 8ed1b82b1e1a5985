import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Message } from '@arco-design/web-react';
import { IconHistory, IconLock } from '@arco-design/web-react/icon';
import {
  ActionDialog,
  type CrudColumn,
  CrudPage,
  dictColumn,
  formRules,
  SearchInput,
  SearchSelect,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
} from '#kernel/client';
import { MEMBER_LIMITS } from '../../../shared/member.ts';
import { type MemberQuery, type MemberRow, memberApi, memberObject } from '../../api/member-api.ts';
import { MemberExpLog } from './MemberExpLog.tsx';
import { MemberFields } from './MemberFields.tsx';

const day = (v: unknown) => (v && typeof v === 'object' && 'format' in v ? (v as { format(f: string): string }).format('YYYY-MM-DD') : v);

/** Member → Member list (menu 2063): search, the list (phone and e-mail masked by the config), add, edit, delete, reset password, exp log. */
export default function MemberListPage() {
  const { t } = useTranslation('member');
  const list = useTableList(memberObject, {});
  const dialog = useEditDialog(memberObject);
  const { MemberStatus: status } = useDict('MemberStatus');
  const canReset = useHasPermi('member:list:resetPwd');
  const [resetting, setResetting] = useState<MemberRow | null>(null);
  const [logOf, setLogOf] = useState<MemberRow | null>(null);
  const [resetForm] = Form.useForm();

  const columns = useMemo<CrudColumn<MemberRow>[]>(
    () => [
      { key: 'memberId', dataIndex: 'memberId', title: t('fields.memberId'), width: 90 },
      { key: 'userName', dataIndex: 'userName', title: t('fields.userName'), width: 150 },
      { key: 'nickName', dataIndex: 'nickName', title: t('fields.nickName'), width: 140 },
      { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('fields.phoneNumber'), width: 140 },
      { key: 'email', dataIndex: 'email', title: t('fields.email'), width: 200, ellipsis: true },
      { key: 'level', dataIndex: 'level', title: t('fields.level'), width: 80 },
      { key: 'exp', dataIndex: 'exp', title: t('fields.exp'), width: 90 },
      {
        key: 'memberEnterpriseName',
        dataIndex: 'memberEnterpriseName',
        title: t('fields.memberEnterpriseName'),
        width: 200,
        ellipsis: true,
      },
      dictColumn('status', t('fields.status'), status, 90),
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 170 },
      { key: 'lastLoginTime', dataIndex: 'lastLoginTime', title: t('fields.lastLoginTime'), width: 170 },
    ],
    [t, status],
  );
  const pick = (v: MemberRow & { password?: string }) => ({
    userName: v.userName || null,
    nickName: v.nickName || null,
    phoneNumber: v.phoneNumber || null,
    email: v.email || null,
    birthday: (day(v.birthday) as string) || null,
    status: v.status,
    memberEnterpriseId: v.memberEnterpriseId ?? null,
    remark: v.remark || null,
  });

  return (
    <CrudPage<MemberRow, MemberQuery>
      page="member/memberList"
      object={memberObject}
      list={list}
      columns={columns}
      hiddenColumns={['lastLoginTime']}
      actionsWidth={340}
      actionsFixed
      tableProps={{ scroll: { x: 1700 } }}
      rowActions={(r) => (
        <>
          {canReset && (
            <Button type="text" size="mini" icon={<IconLock />} className="zx-member-reset" onClick={() => setResetting(r)}>
              {t('member.resetPwd')}
            </Button>
          )}
          <Button type="text" size="mini" icon={<IconHistory />} className="zx-member-explog" onClick={() => setLogOf(r)}>
            {t('member.expLog')}
          </Button>
        </>
      )}
      search={
        <>
          <SearchInput field="userName" label={t('fields.userName')} width={160} />
          <SearchInput field="nickName" label={t('fields.nickName')} width={160} />
          <SearchInput field="phoneNumber" label={t('fields.phoneNumber')} width={160} />
          <SearchInput field="email" label={t('fields.email')} width={180} />
          <SearchSelect field="status" label={t('fields.status')} width={120} options={status} />
        </>
      }
      editor={{
        dialog,
        titles: [t('member.addTitle'), t('member.editTitle')],
        defaults: { status: '0' },
        width: 560,
        save: {
          add: (v) => memberApi.add({ ...pick(v), password: (v as MemberRow & { password: string }).password }),
          update: (v) => memberApi.update({ ...pick(v), memberId: v.memberId, version: v.version }),
        },
        fields: <MemberFields adding={dialog.editing?.memberId == null} />,
      }}
    >
      <ActionDialog
        title={t('member.resetPwdTitle', { name: resetting ? memberObject.nameOf!(resetting) : '' })}
        visible={resetting != null}
        onCancel={() => setResetting(null)}
        onOk={async () => {
          const v = await resetForm.validate();
          await memberApi.resetPassword({ memberId: resetting!.memberId, password: v.password });
          Message.success(t('member.resetDone'));
          setResetting(null);
        }}
      >
        <Form form={resetForm} layout="vertical">
          <Form.Item field="password" label={t('fields.password')} rules={[formRules.required()]}>
            <Input.Password maxLength={MEMBER_LIMITS.password} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </ActionDialog>
      <MemberExpLog member={logOf} onClose={() => setLogOf(null)} />
    </CrudPage>
  );
}
