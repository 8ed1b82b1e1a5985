import { useTranslation } from 'react-i18next';
import { Tabs } from '@arco-design/web-react';
import { HasPermi } from '#kernel/client';
import { AdSpaceList } from './AdSpaceList.tsx';
import { AdStatPanel } from './AdStatPanel.tsx';
import { SponsorCalendar } from './SponsorCalendar.tsx';

/** Operations → Advertising (menu 2038, v1.4.3 `cms/ad/adSpace`): the ad spaces, the ad statistics and the sponsor calendar. */
export default function AdSpacePage() {
  const { t } = useTranslation('operations');
  return (
    <div className="zx-page">
      <Tabs defaultActiveTab="spaces" lazyload>
        <Tabs.TabPane key="spaces" title={t('ad.tabs.spaces')}>
          <AdSpaceList />
        </Tabs.TabPane>
        <Tabs.TabPane key="stat" title={t('ad.tabs.stat')}>
          <AdStatPanel />
        </Tabs.TabPane>
        <Tabs.TabPane key="sponsor" title={t('ad.tabs.sponsor')}>
          <HasPermi value="cms:advertisement:view">
            <SponsorCalendar />
          </HasPermi>
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
