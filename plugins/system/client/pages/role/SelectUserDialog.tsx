import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message, Modal, Table } from '@arco-design/web-react';
import { DictTag, Pagination, SearchBar, useDict, useTableList, SearchInput } from '#kernel/client';
import { roleApi, type RoleUser, type RoleUserQuery } from '../../api/role-api.ts';

interface Props {
  roleId: number;
  visible: boolean;
  onClose(): void;
  onGranted(): void;
}

/** Picks several users who do not hold the role yet and grants it to them. */
export function SelectUserDialog({ roleId, visible, onClose, onGranted }: Props) {
  const { t } = useTranslation('system');
  const list = useTableList<RoleUser, RoleUserQuery>(roleApi.unallocated, { roleId }, { pageSize: 10, auto: false });
  const dict = useDict('SysUserStatus');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (visible) list.reset();
    // reload on each opening only
  }, [visible]);

  const ok = async () => {
    const ids = list.selectedKeys as number[];
    if (ids.length === 0) {
      Message.warning(t('roleAuth.selectFirst'));
      return;
    }
    setSaving(true);
    try {
      await roleApi.grant(roleId, ids);
      Message.success(t('widgets:crud.success'));
      onGranted();
    } catch {
      // the request layer already told the person
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('roleAuth.selectTitle')}
      visible={visible}
      onOk={ok}
      onCancel={onClose}
      confirmLoading={saving}
      style={{ width: 800 }}
      okText={t('widgets:crud.confirm')}
      cancelText={t('widgets:crud.cancel')}
    >
      <SearchBar onSearch={(v) => list.search({ ...(v as Partial<RoleUserQuery>), roleId })} onReset={list.reset}>
        <SearchInput field="userName" label={t('fields.userName')} placeholder={t('roleAuth.userNamePlaceholder')} />
        <SearchInput field="phoneNumber" label={t('fields.phoneNumber')} placeholder={t('roleAuth.phonePlaceholder')} />
      </SearchBar>
      <Table
        rowKey="userId"
        data-testid="unallocated-users"
        loading={list.loading}
        data={list.rows}
        pagination={false}
        border={false}
        size="small"
        rowSelection={{ type: 'checkbox', selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys as number[]) }}
        columns={[
          { dataIndex: 'userName', title: t('fields.userName') },
          { dataIndex: 'nickName', title: t('fields.nickName') },
          { dataIndex: 'email', title: t('fields.email') },
          { dataIndex: 'phoneNumber', title: t('fields.phoneNumber') },
          { dataIndex: 'status', title: t('fields.status'), render: (v: string) => <DictTag options={dict.SysUserStatus} value={v} /> },
          { dataIndex: 'createTime', title: t('fields.createTime'), width: 170 },
        ]}
      />
      <Pagination total={list.total} page={list.pageNum} pageSize={list.pageSize} onChange={list.onPageChange} />
    </Modal>
  );
}
