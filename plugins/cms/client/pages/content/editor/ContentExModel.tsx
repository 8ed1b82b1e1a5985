import { useTranslation } from 'react-i18next';
import { Card, Empty } from '@arco-design/web-react';
import { useHasPermi } from '#kernel/client';
import { ExModelValuesForm } from '../../../components/ExModelValuesForm.tsx';

/**
 * The content's extended-model values (the catalog extends' `ContentExtendModel`), through the kernel's
 * SchemaForm; saved on their own, once the content exists.
 */
export function ContentExModel({
  contentId,
  catalogConfigProps,
}: {
  contentId?: number | null;
  catalogConfigProps?: Record<string, unknown>;
}) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:content:edit');
  const modelId = Number(catalogConfigProps?.ContentExtendModel ?? 0);
  if (!modelId) return null;
  return (
    <Card size="small" title={t('exmodel.values')} style={{ marginTop: 12 }} data-section="exmodel">
      {contentId ? (
        <ExModelValuesForm modelId={modelId} dataType="content" dataId={contentId} editable={mayEdit} />
      ) : (
        <Empty description={t('content.exModelAfterSave')} />
      )}
    </Card>
  );
}
