import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, List, Message, Popconfirm } from '@arco-design/web-react';
import { type AccountBinding, systemApi } from '../../api/system-api.ts';

/** The account centre's third-party accounts (SPEC §2 /bind): what is bound for sign-in, and unbinding it. */
export function BindingsTab() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<AccountBinding[] | null>(null);
  const load = useCallback(() => {
    systemApi.bindings().then(setRows, () => setRows([]));
  }, []);
  useEffect(load, [load]);
  const providerName = (p: string) => (p === 'wechat' ? t('common:profile.providerWechat') : p);

  if (rows && rows.length === 0) return <Empty description={t('common:profile.noBindings')} />;
  return (
    <List
      className="zx-profile-bindings"
      loading={rows == null}
      dataSource={rows ?? []}
      render={(b: AccountBinding) => (
        <List.Item
          key={b.provider}
          data-provider={b.provider}
          actions={[
            <Popconfirm
              key="unbind"
              title={t('common:profile.unbindConfirm', { provider: providerName(b.provider) })}
              onOk={async () => {
                await systemApi.unbind(b.provider);
                Message.success(t('common:profile.unbound'));
                load();
              }}
            >
              <Button size="small" status="danger" data-action="unbind">
                {t('common:profile.unbind')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={`${providerName(b.provider)}${b.nickName ? ` · ${b.nickName}` : ''}`}
            description={t('common:profile.bindTime', { time: b.bindTime })}
          />
        </List.Item>
      )}
    />
  );
}
