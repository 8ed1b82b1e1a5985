import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Descriptions, Spin } from '@arco-design/web-react';
import { monitorApi, type DashboardServer } from '../../api/monitor-api.ts';
import { monitorPaths } from '../../api/monitor-paths.ts';

/** Home page card (holders of the server monitor): the application and server at a glance. */
export default function ServerCard() {
  const { t } = useTranslation('monitor');
  const [info, setInfo] = useState<DashboardServer | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    monitorApi
      .dashboard()
      .then((v) => setInfo(v ?? null))
      .catch(() => setInfo(null))
      .finally(() => setLoading(false));
  }, []);
  const pct = (n?: number) => (n == null ? '-' : `${n}%`);
  return (
    <Card
      className="zx-home-server"
      data-widget="server"
      title={t('dashboard.title')}
      extra={<Link to={monitorPaths.server}>{t('dashboard.more')}</Link>}
      bordered={false}
    >
      <Spin loading={loading} style={{ display: 'block' }}>
        {info && (
          <Descriptions
            column={2}
            data={[
              { label: t('dashboard.app'), value: `${info.appName} ${info.appVersion}` },
              { label: t('server.nodeVersion'), value: info.nodeVersion },
              { label: t('server.hostName'), value: info.serverName },
              { label: t('server.ip'), value: info.serverIp },
              { label: t('server.osName'), value: `${info.osName} (${info.osArch})` },
              { label: t('server.cpuNum'), value: info.cpuNum },
              { label: t('dashboard.memUsage'), value: pct(info.memUsage) },
              { label: t('server.heapUsage'), value: pct(info.heapUsage) },
              { label: t('server.startTime'), value: info.startTime },
              { label: t('dashboard.runTime'), value: info.runTime },
            ]}
          />
        )}
      </Spin>
    </Card>
  );
}
