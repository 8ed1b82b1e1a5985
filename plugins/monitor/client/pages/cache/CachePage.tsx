import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Collapse, Descriptions, Grid, Spin, Statistic, Tag } from '@arco-design/web-react';
import { IconDelete, IconRefresh } from '@arco-design/web-react/icon';
import { HasPermi, confirmAction } from '#kernel/client';
import { monitorApi, type CacheOverview } from '../../api/monitor-api.ts';
import { BarChart } from '../BarChart.tsx';

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
  const [data, setData] = useState<CacheOverview | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await monitorApi.cache());
    } catch {
      // the request layer told the person (e.g. Redis unavailable)
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const fields = data?.type === 'redis' ? REDIS_FIELDS : MEMORY_FIELDS;
  const infoRows = data
    ? fields
        .filter((f) => data.info[f] != null)
        .map((f) => ({ label: t(`cache.info.${f}`, { defaultValue: f }), value: <span data-info={f}>{data.info[f]}</span> }))
    : [];
  const bars = (data?.commandStats ?? []).map((c) => ({ label: c.name, value: Number(c.value) || 0 }));

  return (
    <div className="zx-page" data-page="monitor/cache/index">
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 12 }}>
        <HasPermi value="monitor:cache:clear">
          <Button
            status="danger"
            icon={<IconDelete />}
            onClick={() =>
              void confirmAction(t('cache.clearAllConfirm'), () => monitorApi.clearAll(), t('cache.cleared')).then((done) => {
                if (done) void load();
              })
            }
          >
            {t('cache.clearAll')}
          </Button>
        </HasPermi>
        <Button icon={<IconRefresh />} loading={loading} onClick={() => void load()} data-action="refresh">
          {t('common.refresh')}
        </Button>
      </div>
      <Spin loading={loading && !data} style={{ display: 'block' }}>
        {data && (
          <Row gutter={[16, 16]}>
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
          </Row>
        )}
      </Spin>
    </div>
  );
}
