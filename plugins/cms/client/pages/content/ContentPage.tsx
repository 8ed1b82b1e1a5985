import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin, Tabs } from '@arco-design/web-react';
import { CatalogTreePanel } from './CatalogTreePanel.tsx';
import { findCatalog, storeCatalogId, storedCatalogId, useCatalogTree } from './catalog-tree.ts';
import { ContentList } from './ContentList.tsx';
import { RecycleList } from './RecycleList.tsx';
import { PageWidgetList } from '../page-widget/PageWidgetList.tsx';

/** CMS → Contents: the catalog tree (remembered choice) beside the tabs Content, Page Widget and Recycle Bin. */
export default function ContentPage() {
  const { t } = useTranslation('cms');
  const tree = useCatalogTree();
  const [chosen, setCatalogId] = useState<number | undefined>(storedCatalogId);
  // a remembered catalog of another site (or since deleted) is forgotten
  const catalogId = tree && chosen && findCatalog(tree, chosen) ? chosen : undefined;
  const [tab, setTab] = useState('content');
  const choose = (id: number | undefined) => {
    setCatalogId(id);
    storeCatalogId(id);
  };
  return (
    <div className="zx-page" data-page="cms/contentcore/content" style={{ display: 'flex' }}>
      <CatalogTreePanel tree={tree} value={catalogId} onChange={choose} />
      <div style={{ flex: 1, minWidth: 0 }}>
        {tree === null ? (
          <Spin />
        ) : (
          <Tabs activeTab={tab} onChange={setTab} destroyOnHide>
            <Tabs.TabPane key="content" title={t('content.tabContent')}>
              <ContentList catalogId={catalogId} tree={tree} />
            </Tabs.TabPane>
            <Tabs.TabPane key="pageWidget" title={t('content.tabPageWidget')}>
              <PageWidgetList key={catalogId ?? 0} catalogId={catalogId} />
            </Tabs.TabPane>
            <Tabs.TabPane key="recycle" title={t('content.tabRecycle')}>
              <RecycleList catalogId={catalogId} />
            </Tabs.TabPane>
          </Tabs>
        )}
      </div>
    </div>
  );
}
