import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Image, Space } from '@arco-design/web-react';
import { IconDelete, IconImage } from '@arco-design/web-react/icon';
import { parseInternalUrl, type ResourceType } from '../../shared/resource.ts';
import { resourceApi } from '../api/resource-api.ts';
import { ResourcePicker } from './ResourcePicker.tsx';

export interface ResourceInputProps {
  /** the stored value: a resource's internal link (`iurl://resource?id=…`), or the `path` when `store="path"` */
  value?: string | null;
  onChange?(v: string): void;
  type?: ResourceType;
  /** what the field stores: the internal link (logos) or the file's key in the site's storage (the watermark image) */
  store?: 'internalUrl' | 'path';
  /** the image shown for a value the field cannot resolve by itself (e.g. a detail's `logoSrc`) */
  src?: string;
  disabled?: boolean;
}

/** A form field holding one library resource, picked in the resource dialog, with its preview. */
export function ResourceInput({ value, onChange, type = 'image', store = 'internalUrl', src, disabled }: ResourceInputProps) {
  const { t } = useTranslation('cms');
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<string | undefined>(src);
  useEffect(() => {
    const id = parseInternalUrl(value);
    if (id)
      void resourceApi.get(id).then(
        (r) => setShown(r.thumbnailSrc || r.src),
        () => setShown(undefined),
      );
    else if (!value) setShown(undefined);
  }, [value]);
  return (
    <Space align="start" data-field="resource-input">
      {shown ? (
        <Image src={shown} width={100} height={100} style={{ objectFit: 'contain', border: '1px solid var(--color-border-2)' }} alt="" />
      ) : null}
      <Space direction="vertical">
        <Button icon={<IconImage />} disabled={disabled} onClick={() => setOpen(true)}>
          {t('resource.pick')}
        </Button>
        {value ? (
          <Button icon={<IconDelete />} status="danger" disabled={disabled} onClick={() => onChange?.('')}>
            {t('resource.clear')}
          </Button>
        ) : null}
      </Space>
      <ResourcePicker
        visible={open}
        type={type}
        onCancel={() => setOpen(false)}
        onPick={(r) => {
          setOpen(false);
          setShown(r.thumbnailSrc || r.src);
          onChange?.(store === 'path' ? r.path : r.internalUrl);
        }}
      />
    </Space>
  );
}
