import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Empty, Grid, Input } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { HasPermi, confirmAction, useHasPermi } from '#kernel/client';
import { type CacheValue, cacheApi } from '../../api/cache-api.ts';
import { CachePickList } from './CachePickList.tsx';

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
      setNames(await cacheApi.names());
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
      setKeys(await cacheApi.keys(n));
    } catch {
      setKeys([]);
    } finally {
      setLoading((l) => ({ ...l, keys: false }));
    }
  }, []);
  const loadValue = async (key: string) => {
    if (!name) return;
    try {
      setValue(await cacheApi.value(name, key));
    } catch {
      setValue(null);
    }
  };
  useEffect(() => void loadNames(), [loadNames]);

  const clearName = (n: string) =>
    confirmAction(t('cache.clearNameConfirm', { name: n }), () => cacheApi.clearName(n), t('cache.cleared')).then((done) => {
      if (!done) return;
      if (name === n) void loadKeys(n);
      void loadNames();
    });
  const clearKey = (k: string) =>
    confirmAction(t('cache.clearKeyConfirm', { key: k }), () => cacheApi.clearKey(k), t('cache.cleared')).then((done) => {
      if (done && name) void loadKeys(name);
    });
  const clearAll = () =>
    confirmAction(t('cache.clearAllConfirm'), () => cacheApi.clearAll(), t('cache.cleared')).then((done) => {
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
          <CachePickList
            title={t('cache.names')}
            className="zx-cache-names"
            onRefresh={() => void loadNames()}
            rowKey="cacheName"
            loading={loading.names}
            data={names}
            onPick={(r) => void loadKeys(r.cacheName)}
            picked={(r) => r.cacheName === name}
            columns={[
              { dataIndex: 'cacheName', title: t('fields.cacheName'), ellipsis: true },
              { dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
            ]}
            clear={canClear ? { label: t('cache.clearName'), action: 'clear-name', run: (r) => void clearName(r.cacheName) } : undefined}
          />
        </Col>
        <Col span={8}>
          <CachePickList
            title={name ? t('cache.keysOf', { name }) : t('cache.keys')}
            className="zx-cache-keys"
            onRefresh={name ? () => void loadKeys(name) : undefined}
            rowKey="key"
            loading={loading.keys}
            data={keys.map((key) => ({ key }))}
            noData={<Empty description={name ? t('cache.noKeys') : t('cache.pickName')} />}
            onPick={(r) => void loadValue(r.key)}
            columns={[
              {
                title: t('fields.cacheKey'),
                ellipsis: true,
                render: (_: unknown, r: { key: string }) => <span data-key={r.key}>{shortKey(name ?? '', r.key)}</span>,
              },
            ]}
            clear={canClear ? { label: t('cache.clearKey'), action: 'clear-key', run: (r) => void clearKey(r.key) } : undefined}
          />
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
