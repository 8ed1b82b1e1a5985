import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Image, Input, Space, Tag } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconCode, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { ImageItem, MediaItem } from '../../../api/content-api.ts';
import type { Resource } from '../../../api/resource-api.ts';
import { ResourcePicker } from '../../../components/ResourcePicker.tsx';

type Item = ImageItem | MediaItem;
export interface AlbumItemsProps {
  kind: 'image' | 'audio' | 'video';
  value?: Item[];
  onChange?(v: Item[]): void;
}

/** A library resource as an album item. */
const fromResource = (kind: AlbumItemsProps['kind'], r: Resource): Item =>
  kind === 'image'
    ? { title: r.name, path: r.path, fileName: r.fileName, fileSize: r.fileSize, width: r.width, height: r.height }
    : {
        title: r.name,
        type: 'local',
        path: r.path,
        fileSize: r.fileSize,
        format: r.suffix,
        duration: r.duration,
        width: r.width,
        height: r.height,
      };

/** The items of an image, audio or video album: picked from the library (or third-party video code), titled, described, reordered, removed. */
export function AlbumItems({ kind, value = [], onChange }: AlbumItemsProps) {
  const { t } = useTranslation('cms');
  const [picking, setPicking] = useState(false);
  // where the files picked now are served (saved items show their file name)
  const [srcs, setSrcs] = useState<Record<string, string>>({});
  const set = (i: number, patch: Partial<Item>) => onChange?.(value.map((x, j) => (j === i ? ({ ...x, ...patch } as Item) : x)));
  const move = (i: number, d: number) => {
    const next = [...value];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    onChange?.(next);
  };
  return (
    <div className="zx-album-items" data-kind={kind} style={{ width: '100%' }}>
      <Space style={{ marginBottom: 8 }}>
        <Button icon={<IconPlus />} onClick={() => setPicking(true)}>
          {t(`content.albumAdd.${kind}`)}
        </Button>
        {kind === 'video' && (
          <Button icon={<IconCode />} onClick={() => onChange?.([...value, { type: 'share', path: '', title: '' }])}>
            {t('content.shareAdd')}
          </Button>
        )}
      </Space>
      {!value.length && <Empty description={t('content.albumEmpty')} />}
      {value.map((item, i) => {
        const share = (item as MediaItem).type === 'share';
        return (
          <Card key={i} size="small" style={{ marginBottom: 8 }} data-item={i}>
            <div style={{ display: 'flex', gap: 12 }}>
              <div style={{ width: 120, flexShrink: 0 }}>
                {kind === 'image' && srcs[item.path] ? (
                  <Image src={srcs[item.path]} width={120} height={90} style={{ objectFit: 'cover' }} alt={item.title ?? ''} />
                ) : (
                  <Tag>{share ? t('content.share') : (item.path.split('/').pop() ?? kind)}</Tag>
                )}
              </div>
              <div style={{ flex: 1, display: 'grid', gap: 6 }}>
                <Input
                  size="small"
                  placeholder={t('content.itemTitle')}
                  value={item.title ?? ''}
                  maxLength={200}
                  onChange={(v) => set(i, { title: v })}
                />
                {share ? (
                  <Input.TextArea
                    placeholder={t('content.sharePlaceholder')}
                    value={item.path}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    onChange={(v) => set(i, { path: v })}
                  />
                ) : (
                  <Input size="small" value={item.path} readOnly />
                )}
                <Input.TextArea
                  placeholder={t('content.itemDescription')}
                  value={item.description ?? ''}
                  maxLength={2000}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  onChange={(v) => set(i, { description: v })}
                />
              </div>
              <Space direction="vertical" size={4}>
                <Button size="mini" icon={<IconArrowUp />} disabled={i === 0} aria-label={t('content.up')} onClick={() => move(i, -1)} />
                <Button
                  size="mini"
                  icon={<IconArrowDown />}
                  disabled={i === value.length - 1}
                  aria-label={t('content.down')}
                  onClick={() => move(i, 1)}
                />
                <Button
                  size="mini"
                  status="danger"
                  icon={<IconDelete />}
                  aria-label={t('content.remove')}
                  onClick={() => onChange?.(value.filter((_, j) => j !== i))}
                />
              </Space>
            </div>
          </Card>
        );
      })}
      <ResourcePicker
        visible={picking}
        type={kind}
        onCancel={() => setPicking(false)}
        onPick={(r) => {
          setPicking(false);
          setSrcs((m) => ({ ...m, [r.path]: r.thumbnailSrc || r.src }));
          onChange?.([...value, fromResource(kind, r)]);
        }}
      />
    </div>
  );
}
