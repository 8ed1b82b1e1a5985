import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Grid, Progress, Table, Tag } from '@arco-design/web-react';
import { serverApi } from '../../api/server-api.ts';
import { durationParts, formatBytes, formatInstant } from '../format.ts';
import { SnapshotScreen, useSnapshot } from '../SnapshotScreen.tsx';

const { Col } = Grid;

/** Monitor → Server (服务监控): CPU, memory, Node process, OS and disks, read on demand. */
export default function ServerPage() {
  const { t } = useTranslation('monitor');
  const snapshot = useSnapshot(serverApi.get);

  const duration = (s: number) => {
    const p = durationParts(s);
    return t('server.duration', p);
  };
  const pct = (v: number) => (
    <Progress
      percent={Math.round(v * 100) / 100}
      size="small"
      status={v >= 90 ? 'error' : v >= 75 ? 'warning' : 'normal'}
      style={{ width: 160 }}
    />
  );

  return (
    <SnapshotScreen page="monitor/server/index" snapshot={snapshot}>
      {(info) => (
        <>
          <Col span={12}>
            <Card title={t('server.cpu')} className="zx-server-cpu">
              <Descriptions
                column={1}
                data={[
                  { label: t('server.cpuNum'), value: info.cpu.cpuNum },
                  { label: t('server.cpuUser'), value: pct(info.cpu.used) },
                  { label: t('server.cpuSys'), value: pct(info.cpu.sys) },
                  { label: t('server.cpuFree'), value: `${info.cpu.free}%` },
                  { label: t('server.loadAvg'), value: info.cpu.loadAvg.join(' / ') },
                ]}
              />
            </Card>
          </Col>
          <Col span={12}>
            <Card title={t('server.memory')} className="zx-server-mem">
              <Descriptions
                column={1}
                data={[
                  { label: t('server.memTotal'), value: formatBytes(info.mem.totalBytes) },
                  { label: t('server.memUsed'), value: formatBytes(info.mem.usedBytes) },
                  { label: t('server.memFree'), value: formatBytes(info.mem.freeBytes) },
                  { label: t('server.usage'), value: pct(info.mem.usage) },
                ]}
              />
            </Card>
          </Col>
          <Col span={12}>
            <Card title={t('server.node')} className="zx-server-node">
              <Descriptions
                column={1}
                data={[
                  { label: t('server.nodeVersion'), value: <span data-field="nodeVersion">{info.node.version}</span> },
                  { label: t('server.pid'), value: info.node.pid },
                  { label: t('server.uptime'), value: duration(info.node.uptime) },
                  { label: t('server.startTime'), value: formatInstant(info.node.startTime) },
                  { label: t('server.heap'), value: `${formatBytes(info.node.heapUsed)} / ${formatBytes(info.node.heapTotal)}` },
                  { label: t('server.heapUsage'), value: pct(info.node.heapUsage) },
                  { label: t('server.rss'), value: formatBytes(info.node.rss) },
                  { label: t('server.home'), value: info.node.home },
                ]}
              />
            </Card>
          </Col>
          <Col span={12}>
            <Card title={t('server.os')} className="zx-server-os">
              <Descriptions
                column={1}
                data={[
                  { label: t('server.hostName'), value: info.sys.computerName },
                  { label: t('server.ip'), value: info.sys.computerIp },
                  { label: t('server.osName'), value: info.sys.osName },
                  { label: t('server.arch'), value: info.sys.osArch },
                  { label: t('server.osUptime'), value: duration(info.sys.uptime) },
                  { label: t('server.userDir'), value: info.sys.userDir },
                  {
                    label: t('server.app'),
                    value: `${info.app.name} ${info.app.version} · ${t('server.instance', { no: info.app.instanceNo })}`,
                  },
                  {
                    label: t('server.plugins'),
                    value: info.app.plugins.map((p) => (
                      <Tag key={p} size="small" style={{ marginRight: 4 }}>
                        {p}
                      </Tag>
                    )),
                  },
                ]}
              />
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('server.disks')} className="zx-server-disks">
              <Table
                rowKey="dirName"
                pagination={false}
                data={info.sysFiles}
                columns={[
                  { dataIndex: 'dirName', title: t('server.dirName') },
                  { dataIndex: 'sysTypeName', title: t('server.fsType'), width: 120 },
                  { dataIndex: 'total', title: t('server.diskTotal'), width: 120, render: (v: number) => formatBytes(v) },
                  { dataIndex: 'free', title: t('server.diskFree'), width: 120, render: (v: number) => formatBytes(v) },
                  { dataIndex: 'used', title: t('server.diskUsed'), width: 120, render: (v: number) => formatBytes(v) },
                  { dataIndex: 'usage', title: t('server.usage'), width: 200, render: (v: number) => pct(v) },
                ]}
              />
            </Card>
          </Col>
        </>
      )}
    </SnapshotScreen>
  );
}
