import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Empty, Grid, Input, Table } from '@arco-design/web-react';
import { IconDelete, IconRefresh } from '@arco-design/web-react/icon';
import { HasPermi, confirmAction, useHasPermi } from '#kernel/client';
import { monitorApi, type CacheValue } from '../../api/monitor-api.ts';

const { Row, Col } = Grid;

/** A key without its `<name>:` prefix, as RuoYi's cache list shows it. */
const shortKey = (name: string, key: string) =>
  key.startsWith(`${name.replace(/:$/, '')}:`) ? key.slice(name.replace(/:$/, '').length + 1) : key;

/** Monitor → Cache list (缓存列表): names → keys → value with expiry; clear a key, a name or everything. */
export default function CacheListPage() {
  const { t } = useTranslation('monitor');
  const canClear = useHasPermi('monitor:cache:clear');
  const [names, setNames] = useState<{ cacheName: string; cacheKey: string; remark?: string }[]>([]);
  const [name, setName] = useState<string | null>(null);
  const [keys, setKeys] = useState<string[]>([]);
  const [value, setValue] = useState<CacheValue | null>(null);
  const [loading, setLoading] = useState({ names: false, keys: false });

  const loadNames = useCallback(async () => {
    setLoading((l) => ({ ...l, names: true }));
    try {
      setNames(await monitorApi.cacheNames());
    } catch {
      /* told by the request layer */
    } finally {
      setLoading((l) => ({ ...l, names: false }));
    }
  }, []);
  const loadKeys = useCallback(async (n: string) => {
    setName(n);
    setValue(null);
    setLoading((l) => ({ ...l, keys: true }));
    try {
      setKeys(await monitorApi.cacheKeys(n));
    } catch {
      setKeys([]);
    } finally {
      setLoading((l) => ({ ...l, keys: false }));
    }
  }, []);
  const loadValue = async (key: string) => {
    if (!name) return;
    try {
      setValue(await monitorApi.cacheValue(name, key));
    } catch {
      setValue(null);
    }
  };
  useEffect(() => void loadNames(), [loadNames]);

  const clearName = (n: string) =>
    confirmAction(t('cache.clearNameConfirm', { name: n }), () => monitorApi.clearName(n), t('cache.cleared')).then((done) => {
      if (!done) return;
      if (name === n) void loadKeys(n);
      void loadNames();
    });
  const clearKey = (k: string) =>
    confirmAction(t('cache.clearKeyConfirm', { key: k }), () => monitorApi.clearKey(k), t('cache.cleared')).then((done) => {
      if (done && name) void loadKeys(name);
    });
  const clearAll = () =>
    confirmAction(t('cache.clearAllConfirm'), () => monitorApi.clearAll(), t('cache.cleared')).then((done) => {
      if (!done) return;
      setName(null);
      setKeys([]);
      setValue(null);
      void loadNames();
    });

  const expiry = (v: CacheValue) =>
    v.expireTime < 0 ? t('cache.never') : t('cache.expiresIn', { seconds: v.expireTime, at: v.expireAt ?? '' });

  return (
    <div className="zx-page" data-page="monitor/cache/list">
      <Row gutter={16}>
        <Col span={8}>
          <Card
            title={t('cache.names')}
            className="zx-cache-names"
            extra={
              <Button size="mini" type="text" icon={<IconRefresh />} onClick={() => void loadNames()} aria-label={t('common.refresh')} />
            }
          >
            <Table
              rowKey="cacheName"
              size="small"
              loading={loading.names}
              pagination={false}
              data={names}
              scroll={{ y: 520 }}
              onRow={(r) => ({
                onClick: () => void loadKeys(r.cacheName),
                style: { cursor: 'pointer', fontWeight: r.cacheName === name ? 600 : undefined },
              })}
              columns={[
                { title: '#', width: 50, render: (_: unknown, __: unknown, i: number) => i + 1 },
                { dataIndex: 'cacheName', title: t('fields.cacheName'), ellipsis: true },
                { dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
                {
                  title: t('common.actions'),
                  width: 70,
                  render: (_: unknown, r: { cacheName: string }) =>
                    canClear ? (
                      <Button
                        type="text"
                        size="mini"
                        status="danger"
                        icon={<IconDelete />}
                        aria-label={t('cache.clearName')}
                        onClick={(e) => (e.stopPropagation(), void clearName(r.cacheName))}
                        data-action="clear-name"
                      />
                    ) : null,
                },
              ]}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card
            title={name ? t('cache.keysOf', { name }) : t('cache.keys')}
            className="zx-cache-keys"
            extra={
              name && (
                <Button
                  size="mini"
                  type="text"
                  icon={<IconRefresh />}
                  onClick={() => void loadKeys(name)}
                  aria-label={t('common.refresh')}
                />
              )
            }
          >
            <Table
              rowKey="key"
              size="small"
              loading={loading.keys}
              pagination={false}
              data={keys.map((key) => ({ key }))}
              scroll={{ y: 520 }}
              noDataElement={<Empty description={name ? t('cache.noKeys') : t('cache.pickName')} />}
              onRow={(r) => ({ onClick: () => void loadValue(r.key), style: { cursor: 'pointer' } })}
              columns={[
                { title: '#', width: 50, render: (_: unknown, __: unknown, i: number) => i + 1 },
                {
                  title: t('fields.cacheKey'),
                  ellipsis: true,
                  render: (_: unknown, r: { key: string }) => <span data-key={r.key}>{shortKey(name ?? '', r.key)}</span>,
                },
                {
                  title: t('common.actions'),
                  width: 70,
                  render: (_: unknown, r: { key: string }) =>
                    canClear ? (
                      <Button
                        type="text"
                        size="mini"
                        status="danger"
                        icon={<IconDelete />}
                        aria-label={t('cache.clearKey')}
                        onClick={(e) => (e.stopPropagation(), void clearKey(r.key))}
                        data-action="clear-key"
                      />
                    ) : null,
                },
              ]}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card
            title={t('cache.content')}
            className="zx-cache-value"
            extra={
              <HasPermi value="monitor:cache:clear">
                <Button size="mini" status="danger" icon={<IconDelete />} onClick={() => void clearAll()} data-action="clear-all">
                  {t('cache.clearAll')}
                </Button>
              </HasPermi>
            }
          >
            {value ? (
              <>
                <Descriptions
                  column={1}
                  layout="vertical"
                  data={[
                    { label: t('fields.cacheName'), value: value.cacheName },
                    { label: t('fields.cacheKey'), value: <span data-field="cacheKey">{value.cacheKey}</span> },
                    { label: t('cache.expiry'), value: <span data-field="expiry">{expiry(value)}</span> },
                  ]}
                />
                <div style={{ marginTop: 8, marginBottom: 4, color: 'var(--color-text-3)' }}>{t('cache.value')}</div>
                <Input.TextArea readOnly value={value.cacheValue} autoSize={{ minRows: 6, maxRows: 18 }} className="zx-cache-content" />
              </>
            ) : (
              <Empty description={t('cache.pickKey')} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
