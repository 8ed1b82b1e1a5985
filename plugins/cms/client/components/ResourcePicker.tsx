import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Image, Input, Modal, Pagination, Space, Spin } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { HasPermi, useTableList } from '#kernel/client';
import { type Resource, type ResourceQuery, type ResourceType, resourceApi } from '../api/resource-api.ts';
import { ResourceUploadDialog } from '../pages/resource/ResourceUploadDialog.tsx';
import { useResourceTypes } from '../pages/resource/use-resource-types.ts';

export interface ResourcePickerProps {
  visible: boolean;
  /** the type offered (an image field offers images) */
  type: ResourceType;
  onCancel(): void;
  onPick(r: Resource): void;
}

/** A dialog of the current site's resources of one type: search, page, upload a new one, double click or OK picks. */
export function ResourcePicker({ visible, type, onCancel, onPick }: ResourcePickerProps) {
  const { t } = useTranslation('cms');
  const list = useTableList<Resource, ResourceQuery>(resourceApi.select, { resourceType: type }, { pageSize: 12, auto: false });
  const [chosen, setChosen] = useState<Resource | null>(null);
  const [uploading, setUploading] = useState(false);
  const types = useResourceTypes();
  const search = useRef(list.search);
  search.current = list.search;
  useEffect(() => {
    if (visible) {
      setChosen(null);
      search.current({ resourceType: type });
    }
  }, [visible, type]);

  return (
    <Modal
      title={t('resource.pickTitle')}
      visible={visible}
      style={{ width: 820 }}
      onCancel={onCancel}
      onOk={() => {
        if (chosen) onPick(chosen);
      }}
      okButtonProps={{ disabled: !chosen }}
      unmountOnExit
    >
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('resource.namePlaceholder')}
          style={{ width: 240 }}
          onSearch={(name) => list.search({ resourceType: type, name })}
        />
        <HasPermi value="cms:resource:add">
          <Button icon={<IconUpload />} onClick={() => setUploading(true)}>
            {t('resource.upload')}
          </Button>
        </HasPermi>
      </Space>
      <Spin loading={list.loading} style={{ display: 'block', minHeight: 200 }}>
        {list.rows.length ? (
          <div className="zx-resource-grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 10 }}>
            {list.rows.map((r) => (
              <button
                type="button"
                key={r.resourceId}
                data-resource={r.resourceId}
                title={r.name}
                onClick={() => setChosen(r)}
                onDoubleClick={() => onPick(r)}
                style={{
                  border: `2px solid ${chosen?.resourceId === r.resourceId ? 'rgb(var(--primary-6))' : 'var(--color-border-2)'}`,
                  borderRadius: 4,
                  padding: 4,
                  background: 'var(--color-bg-2)',
                  cursor: 'pointer',
                  overflow: 'hidden',
                }}
              >
                {r.thumbnailSrc ? (
                  <Image src={r.thumbnailSrc} width="100%" height={90} preview={false} style={{ objectFit: 'cover' }} alt={r.name} />
                ) : (
                  <div style={{ height: 90, lineHeight: '90px' }}>{r.suffix.toUpperCase()}</div>
                )}
                <div style={{ fontSize: 12, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{r.name}</div>
              </button>
            ))}
          </div>
        ) : (
          <Empty />
        )}
      </Spin>
      <Pagination
        style={{ marginTop: 12, justifyContent: 'flex-end' }}
        size="small"
        total={list.total}
        current={list.pageNum}
        pageSize={list.pageSize}
        onChange={(p, s) => list.onPageChange(p, s)}
      />
      <ResourceUploadDialog
        visible={uploading}
        types={types}
        only={type}
        onClose={() => setUploading(false)}
        onDone={(added) => {
          void list.reload();
          if (added.length === 1) setChosen(added[0]);
        }}
      />
    </Modal>
  );
}
