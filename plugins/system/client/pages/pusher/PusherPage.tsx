import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@arco-design/web-react';
import { pusherApi, type PushEvent } from '../../api/pusher-api.ts';
import { ChannelsTab } from './ChannelsTab.tsx';
import { DeliveriesTab } from './DeliveriesTab.tsx';
import { SubscriptionsTab } from './SubscriptionsTab.tsx';
import { TemplatesTab } from './TemplatesTab.tsx';

/** System → Message pusher: channels, the subscription matrix, templates per event and language, the delivery log. */
export default function PusherPage() {
  const { t } = useTranslation('system');
  const [events, setEvents] = useState<PushEvent[]>([]);
  const [tab, setTab] = useState('channels');
  useEffect(() => {
    pusherApi.events().then(setEvents);
  }, []);
  return (
    <div className="app-container" data-page="system/pusher/index">
      <Tabs activeTab={tab} onChange={setTab} lazyload destroyOnHide>
        <Tabs.TabPane key="channels" title={t('pusher.tabs.channels')}>
          <ChannelsTab />
        </Tabs.TabPane>
        <Tabs.TabPane key="subscriptions" title={t('pusher.tabs.subscriptions')}>
          <SubscriptionsTab events={events} />
        </Tabs.TabPane>
        <Tabs.TabPane key="templates" title={t('pusher.tabs.templates')}>
          <TemplatesTab events={events} />
        </Tabs.TabPane>
        <Tabs.TabPane key="deliveries" title={t('pusher.tabs.deliveries')}>
          <DeliveriesTab events={events} />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
