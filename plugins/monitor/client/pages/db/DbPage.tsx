import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Grid, Statistic, Table, Tag } from '@arco-design/web-react';
import { dbApi } from '../../api/db-api.ts';
import { formatBytes, formatCount } from '../format.ts';
import { BarChart } from '../BarChart.tsx';
import { SnapshotScreen, useSnapshot } from '../SnapshotScreen.tsx';

const { Row, Col } = Grid;
const secs = (v?: number) => (v == null ? '-' : `${v.toFixed(1)} s`);

/** Monitor → Database (数据监控): PostgreSQL version, size, connections, largest tables, long queries and locks; read-only. */
export default function DbPage() {
  const { t, i18n } = useTranslation('monitor');
  const snapshot = useSnapshot(dbApi.get);
  const totalConnections = snapshot.data?.connections.reduce((a, c) => a + c.count, 0) ?? 0;

  return (
    <SnapshotScreen page="monitor/db/index" snapshot={snapshot}>
      {(info) => (
        <>
          <Col span={24}>
            <Card title={t('db.overview')} className="zx-db-overview">
              <Row gutter={16} style={{ marginBottom: 12 }}>
                <Col span={6}>
                  <Statistic title={t('db.version')} value={info.serverVersion} className="zx-db-version" />
                </Col>
                <Col span={6}>
                  <Statistic title={t('db.size')} value={info.databaseSizePretty} className="zx-db-size" />
                </Col>
                <Col span={6}>
                  <Statistic title={t('db.connections')} value={`${totalConnections} / ${info.maxConnections}`} />
                </Col>
                <Col span={6}>
                  <Statistic title={t('db.cacheHit')} value={info.stats?.cacheHitRatio != null ? `${info.stats.cacheHitRatio}%` : '-'} />
                </Col>
              </Row>
              <Descriptions
                column={3}
                border
                data={[
                  { label: t('db.database'), value: info.database },
                  { label: t('db.startTime'), value: info.startTime },
                  { label: t('db.timeZone'), value: info.timeZone },
                  {
                    label: t('db.pool'),
                    value: t('db.poolValue', { size: info.poolSize, idle: info.poolIdle, waiting: info.poolWaiting }),
                  },
                  { label: t('db.commits'), value: formatCount(info.stats?.commits, i18n.language) },
                  { label: t('db.rollbacks'), value: formatCount(info.stats?.rollbacks, i18n.language) },
                  { label: t('db.deadlocks'), value: formatCount(info.stats?.deadlocks, i18n.language) },
                  { label: t('db.tempBytes'), value: formatBytes(info.stats?.tempBytes) },
                  { label: t('db.fullVersion'), value: info.version },
                ]}
              />
            </Card>
          </Col>
          <Col span={8}>
            <Card title={t('db.connectionsByState')} className="zx-db-connections">
              <BarChart bars={info.connections.map((c) => ({ label: c.state, value: c.count }))} emptyText={t('db.none')} />
            </Card>
          </Col>
          <Col span={16}>
            <Card title={t('db.tables')} className="zx-db-tables">
              <Table
                rowKey={(r) => `${r.schema}.${r.tableName}`}
                size="small"
                pagination={false}
                data={info.tables}
                scroll={{ y: 360 }}
                columns={[
                  {
                    dataIndex: 'tableName',
                    title: t('db.tableName'),
                    render: (v: string, r) => (r.schema === 'public' ? v : `${r.schema}.${v}`),
                  },
                  {
                    dataIndex: 'rowEstimate',
                    title: t('db.rowEstimate'),
                    width: 110,
                    align: 'right',
                    render: (v: number, r) => formatCount(Math.max(v, r.liveRows), i18n.language),
                  },
                  {
                    dataIndex: 'tableBytes',
                    title: t('db.tableSize'),
                    width: 100,
                    align: 'right',
                    render: (v: number) => formatBytes(v),
                  },
                  {
                    dataIndex: 'indexBytes',
                    title: t('db.indexSize'),
                    width: 100,
                    align: 'right',
                    render: (v: number) => formatBytes(v),
                  },
                  {
                    dataIndex: 'totalBytes',
                    title: t('db.totalSize'),
                    width: 100,
                    align: 'right',
                    render: (v: number) => formatBytes(v),
                  },
                  {
                    dataIndex: 'deadRows',
                    title: t('db.deadRows'),
                    width: 90,
                    align: 'right',
                    render: (v: number) => formatCount(v, i18n.language),
                  },
                ]}
              />
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('db.longQueries')} className="zx-db-queries">
              <Table
                rowKey="pid"
                size="small"
                pagination={false}
                data={info.longQueries}
                noDataElement={<span>{t('db.noLongQueries')}</span>}
                columns={[
                  { dataIndex: 'pid', title: 'PID', width: 80 },
                  { dataIndex: 'userName', title: t('db.user'), width: 110 },
                  { dataIndex: 'state', title: t('db.state'), width: 120 },
                  {
                    dataIndex: 'waitEvent',
                    title: t('db.wait'),
                    width: 140,
                    render: (v: string | undefined, r) => (v ? `${r.waitEventType}: ${v}` : '-'),
                  },
                  { dataIndex: 'durationSeconds', title: t('db.duration'), width: 100, render: secs },
                  { dataIndex: 'query', title: t('db.query'), ellipsis: true },
                ]}
              />
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('db.locks')} className="zx-db-locks">
              <Table
                rowKey={(r) => `${r.pid}-${r.lockType}-${r.mode}-${r.relation ?? ''}`}
                size="small"
                pagination={false}
                data={info.locks}
                scroll={{ y: 320 }}
                noDataElement={<span>{t('db.noLocks')}</span>}
                columns={[
                  { dataIndex: 'pid', title: 'PID', width: 80 },
                  { dataIndex: 'lockType', title: t('db.lockType'), width: 120 },
                  { dataIndex: 'mode', title: t('db.lockMode'), width: 170 },
                  {
                    dataIndex: 'granted',
                    title: t('db.granted'),
                    width: 90,
                    render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{v ? t('db.yes') : t('db.no')}</Tag>,
                  },
                  { dataIndex: 'relation', title: t('db.relation'), width: 160, render: (v?: string) => v ?? '-' },
                  { dataIndex: 'durationSeconds', title: t('db.duration'), width: 100, render: secs },
                  { dataIndex: 'query', title: t('db.query'), ellipsis: true },
                ]}
              />
            </Card>
          </Col>
        </>
      )}
    </SnapshotScreen>
  );
}
