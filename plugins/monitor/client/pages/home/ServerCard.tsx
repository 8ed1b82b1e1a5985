import { useTranslation } from 'react-i18next';
import { Descriptions } from '@arco-design/web-react';
import { HomeCard } from '#kernel/client';
import { serverApi } from '../../api/server-api.ts';
import { monitorPaths } from '../../api/monitor-paths.ts';

/** Home page card (holders of the server monitor): the application and server at a glance. */
export default function ServerCard() {
  const { t } = useTranslation('monitor');
  const pct = (n?: number) => (n == null ? '-' : `${n}%`);
  return (
    <HomeCard
      name="server"
      read={serverApi.dashboard}
      title={t('dashboard.title')}
      more={{ to: monitorPaths.server, label: t('dashboard.more') }}
    >
      {(info) => (
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
    </HomeCard>
  );
}
