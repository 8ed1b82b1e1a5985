import { useTranslation } from 'react-i18next';
import { Button, Card, Collapse, Descriptions, Grid, Statistic, Tag } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { HasPermi, confirmAction } from '#kernel/client';
import { cacheApi } from '../../api/cache-api.ts';
import { BarChart } from '../BarChart.tsx';
import { SnapshotScreen, useSnapshot } from '../SnapshotScreen.tsx';

const { Row, Col } = Grid;

// INFO fields worth a line of their own (RuoYi's cache monitor shows these); the rest stay in "all"
const REDIS_FIELDS = [
  'redis_version',
  'redis_mode',
  'tcp_port',
  'connected_clients',
  'uptime_in_days',
  'used_memory_human',
  'used_memory_peak_human',
  'maxmemory_human',
  'used_cpu_user_children',
  'aof_enabled',
  'rdb_last_bgsave_status',
  'instantaneous_input_kbps',
  'instantaneous_output_kbps',
];
const MEMORY_FIELDS = ['mode', 'uptime_in_seconds', 'used_memory_human', 'cache_names'];

/** Monitor → Cache (缓存监控): the cache in use; for Redis its INFO, key count and command statistics. */
export default function CachePage() {
  const { t } = useTranslation('monitor');
  const snapshot = useSnapshot(cacheApi.overview);
  const data = snapshot.data;

  const fields = data?.type === 'redis' ? REDIS_FIELDS : MEMORY_FIELDS;
  const infoRows = data
    ? fields
        .filter((f) => data.info[f] != null)
        .map((f) => ({ label: t(`cache.info.${f}`, { defaultValue: f }), value: <span data-info={f}>{data.info[f]}</span> }))
    : [];
  const bars = (data?.commandStats ?? []).map((c) => ({ label: c.name, value: Number(c.value) || 0 }));

  return (
    <SnapshotScreen
      page="monitor/cache/index"
      snapshot={snapshot}
      actions={
        <HasPermi value="monitor:cache:clear">
          <Button
            status="danger"
            icon={<IconDelete />}
            onClick={() =>
              void confirmAction(t('cache.clearAllConfirm'), () => cacheApi.clearAll(), t('cache.cleared')).then((done) => {
                if (done) void snapshot.load();
              })
            }
          >
            {t('cache.clearAll')}
          </Button>
        </HasPermi>
      }
    >
      {(data) => (
        <>
          <Col span={24}>
            <Card
              title={t('cache.basic')}
              className="zx-cache-basic"
              extra={
                <Tag color={data.type === 'redis' ? 'red' : 'arcoblue'} data-cache-type={data.type}>
                  {data.typeName}
                </Tag>
              }
            >
              <Row gutter={16} style={{ marginBottom: 12 }}>
                <Col span={6}>
                  <Statistic title={t('cache.keyCount')} value={data.dbSize} groupSeparator className="zx-cache-dbsize" />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={t('cache.nameCount')}
                    value={data.type === 'redis' ? bars.length : Number(data.info.cache_names ?? bars.length)}
                    groupSeparator
                  />
                </Col>
              </Row>
              <Descriptions column={3} data={infoRows} border />
            </Card>
          </Col>
          <Col span={12}>
            <Card title={data.type === 'redis' ? t('cache.commandStats') : t('cache.keysPerName')} className="zx-cache-chart">
              <BarChart bars={bars} emptyText={t('cache.noStats')} className="zx-bar-chart" />
            </Card>
          </Col>
          <Col span={12}>
            <Card title={t('cache.allInfo')}>
              <Collapse bordered={false}>
                <Collapse.Item header={t('cache.showAll', { count: Object.keys(data.info).length })} name="all">
                  <div style={{ maxHeight: 360, overflow: 'auto', fontFamily: 'monospace', fontSize: 12 }}>
                    {Object.entries(data.info).map(([k, v]) => (
                      <div key={k}>
                        {k}: {v}
                      </div>
                    ))}
                  </div>
                </Collapse.Item>
              </Collapse>
            </Card>
          </Col>
        </>
      )}
    </SnapshotScreen>
  );
}
