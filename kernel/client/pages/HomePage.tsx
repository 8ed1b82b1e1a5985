import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Spin } from '@arco-design/web-react';
import { systemApi, type HomeInfo } from '../api/system-api.ts';
import { userStore } from '../stores/user-store.ts';
import { PluginSlot } from '../shell/PluginSlot.tsx';
import { ShortcutsCard } from './ShortcutsCard.tsx';

/** Home (SPEC §2): welcome with last login time and IP, the person's shortcuts; plugins may add widgets below. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useSnapshot(userStore);
  const [info, setInfo] = useState<HomeInfo | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    systemApi
      .homeInfo()
      .then((v) => setInfo(v ?? {}))
      .catch(() => setInfo({}))
      .finally(() => setLoading(false));
  }, []);
  const name = info?.nickName || user.nickName || user.name;
  const empty = t('common:home.unknown');
  return (
    <div className="zx-home">
      <Card className="zx-home-welcome" bordered={false}>
        <Spin loading={loading} style={{ display: 'block' }}>
          <div className="zx-home-head">
            <img className="zx-home-avatar" src={user.avatar} alt="" />
            <div>
              <h2 className="zx-home-title">{t('common:home.welcome', { name })}</h2>
              <div className="zx-muted">{info?.deptName || user.info?.deptName || ''}</div>
            </div>
          </div>
          <Descriptions
            className="zx-home-login"
            column={1}
            data={[
              { label: t('common:home.lastLoginTime'), value: <span data-field="lastLoginTime">{info?.lastLoginTime || empty}</span> },
              { label: t('common:home.lastLoginIp'), value: <span data-field="lastLoginIp">{info?.lastLoginIp || empty}</span> },
              {
                label: t('common:home.lastLoginAddr'),
                value: info?.lastLoginAddr === 'LAN' ? t('common:home.lan') : info?.lastLoginAddr || empty,
              },
            ]}
          />
        </Spin>
      </Card>
      <div className="zx-home-widgets">
        <ShortcutsCard />
        <PluginSlot name="kernel/home/widgets" />
      </div>
    </div>
  );
}
