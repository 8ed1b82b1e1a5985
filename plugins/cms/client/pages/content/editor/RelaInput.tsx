import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { contentApi } from '../../../api/content-api.ts';
import { ContentPicker } from '../ContentPicker.tsx';

/** Related contents: ids shown by title, picked from the site's contents, removed one by one. */
export function RelaInput({
  value = [],
  onChange,
  contentId,
}: {
  value?: number[];
  onChange?(v: number[]): void;
  contentId: number | null;
}) {
  const { t } = useTranslation('cms');
  const [open, setOpen] = useState(false);
  const [titles, setTitles] = useState<Record<number, string>>({});
  useEffect(() => {
    if (contentId)
      void contentApi
        .rela(contentId)
        .then((r) => setTitles((m) => ({ ...m, ...Object.fromEntries(r.rows.map((x) => [x.contentId, x.title])) })));
  }, [contentId]);
  return (
    <Space wrap data-field="rela">
      {value.map((id) => (
        <Tag key={id} closable onClose={() => onChange?.(value.filter((x) => x !== id))}>
          {titles[id] ?? `#${id}`}
        </Tag>
      ))}
      <Button size="small" icon={<IconPlus />} onClick={() => setOpen(true)}>
        {t('content.relaAdd')}
      </Button>
      <ContentPicker
        visible={open}
        multiple
        title={t('content.relaTitle')}
        exclude={[...value, ...(contentId ? [contentId] : [])]}
        onCancel={() => setOpen(false)}
        onPick={(rows) => {
          setOpen(false);
          setTitles((m) => ({ ...m, ...Object.fromEntries(rows.map((x) => [x.contentId, x.title])) }));
          onChange?.([...value, ...rows.map((r) => r.contentId)]);
        }}
      />
    </Space>
  );
}
