import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from '@arco-design/web-react';
import { IconUnlock } from '@arco-design/web-react/icon';
import { HasPermi, SearchInput, SearchSelect, confirmAction, dictColumn, useDict, useTableList, type CrudColumn } from '#kernel/client';
import { loginLogApi, loginLogObject, type LoginLog, type LoginLogQuery } from '../../api/log-api.ts';
import { LogListPage } from '../LogListPage.tsx';

/** System → Login log: search, delete, clean, export, and unlock the user of a selected row (RuoYi). */
export default function LoginLogPage() {
  const { t } = useTranslation('system');
  const list = useTableList(loginLogObject, {});
  const { LoginLogType, SuccessOrFail } = useDict('SuccessOrFail', 'LoginLogType');

  const unlock = () => {
    const row = list.rows.find((r) => r.infoId === list.selectedKeys[0]);
    if (list.selectedKeys.length !== 1 || !row?.userName) return Message.warning(t('logs.selectOne'));
    const name = row.userName;
    return confirmAction(t('logs.unlockConfirm', { name }), () => loginLogApi.unlock(name));
  };

  const columns = useMemo<CrudColumn<LoginLog>[]>(
    () => [
      { key: 'infoId', dataIndex: 'infoId', title: t('fields.infoId'), width: 100 },
      { key: 'userName', dataIndex: 'userName', title: t('fields.userName'), width: 130, sorter: true },
      { key: 'ipaddr', dataIndex: 'ipaddr', title: t('fields.ipaddr'), width: 140 },
      { key: 'loginLocation', dataIndex: 'loginLocation', title: t('fields.loginLocation'), width: 110 },
      { key: 'browser', dataIndex: 'browser', title: t('fields.browser'), width: 130 },
      { key: 'os', dataIndex: 'os', title: t('fields.os'), width: 130 },
      dictColumn('logType', t('fields.logType'), LoginLogType, 100),
      dictColumn('status', t('fields.status'), SuccessOrFail, 90),
      { key: 'msg', dataIndex: 'msg', title: t('fields.msg'), width: 200, ellipsis: true },
      { key: 'loginTime', dataIndex: 'loginTime', title: t('fields.loginTime'), width: 180, sorter: true },
    ],
    [t, LoginLogType, SuccessOrFail],
  );

  return (
    <LogListPage<LoginLog, LoginLogQuery>
      page="system/logininfor/index"
      object={loginLogObject}
      list={list}
      columns={columns}
      clean={{ confirm: t('logs.cleanLoginConfirm'), action: loginLogApi.clean }}
      toolbar={
        <HasPermi value="system:logininfor:unlock">
          <Button icon={<IconUnlock />} disabled={list.selectedKeys.length !== 1} onClick={() => void unlock()}>
            {t('logs.unlock')}
          </Button>
        </HasPermi>
      }
      search={
        <>
          <SearchInput field="ipaddr" label={t('fields.ipaddr')} placeholder={t('logs.ipPlaceholder')} />
          <SearchInput field="userName" label={t('fields.userName')} placeholder={t('logs.userNamePlaceholder')} />
          <SearchSelect field="status" label={t('fields.status')} placeholder={t('logs.statusPlaceholder')} options={SuccessOrFail} />
        </>
      }
      time={{ label: t('fields.loginTime'), placeholder: [t('logs.begin'), t('logs.end')] }}
    />
  );
}
