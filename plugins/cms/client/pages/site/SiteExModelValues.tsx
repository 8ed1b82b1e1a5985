import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Spin } from '@arco-design/web-react';
import { useHasPermi } from '#kernel/client';
import { ExModelValuesForm } from '../../components/ExModelValuesForm.tsx';
import { siteExtendsApi } from '../../api/site-api.ts';

/** The site's Ex-model tab: the values of the model chosen in the site extends (SiteExtendModel). */
export function SiteExModelValues({ siteId }: { siteId: number }) {
  const { t } = useTranslation('cms');
  const mayEdit = useHasPermi('cms:site:edit');
  const [modelId, setModelId] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    siteExtendsApi.get(siteId).then(
      (e) => setModelId(e.SiteExtendModel ? Number(e.SiteExtendModel) : null),
      () => setModelId(null),
    );
  }, [siteId]);
  if (modelId === undefined) return <Spin style={{ display: 'block' }} />;
  if (!modelId) return <Empty description={t('exmodel.noModel')} />;
  return <ExModelValuesForm modelId={modelId} dataType="site" dataId={siteId} editable={mayEdit} />;
}
