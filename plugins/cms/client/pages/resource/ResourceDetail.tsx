import { useTranslation } from 'react-i18next';
import { Descriptions, Image, Link, Modal, Tag } from '@arco-design/web-react';
import type { Resource } from '../../api/resource-api.ts';

/** A resource's facts, where it is served and what uses it. */
export function ResourceDetail({ resource: r, onClose }: { resource: Resource | null; onClose: () => void }) {
  const { t } = useTranslation('cms');
  return (
    <Modal title={t('resource.detail')} visible={r != null} onCancel={onClose} footer={null} style={{ width: 700 }}>
      {r && (
        <div data-testid="resource-detail">
          {r.resourceType === 'image' && <Image src={r.src} width={200} alt={r.name} style={{ marginBottom: 12 }} />}
          <Descriptions
            column={1}
            border
            data={[
              { label: t('resource.name'), value: r.name },
              { label: t('resource.fileName'), value: r.fileName },
              { label: t('resource.storage'), value: t(`resource.storages.${r.storageType}`) },
              { label: t('resource.size'), value: r.fileSizeName },
              ...(r.width ? [{ label: t('resource.dimensions'), value: `${r.width} × ${r.height}` }] : []),
              {
                label: t('resource.src'),
                value: (
                  <Link href={r.src} target="_blank" rel="noopener noreferrer">
                    {r.src}
                  </Link>
                ),
              },
              { label: t('resource.internalUrl'), value: r.internalUrl },
              {
                label: t('resource.usage'),
                value: r.usageInfo?.length
                  ? r.usageInfo.map((u) => <Tag key={`${u.type}${u.id}`}>{`${t(`resource.usageType.${u.type}`)}: ${u.name}`}</Tag>)
                  : t('resource.unused'),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
