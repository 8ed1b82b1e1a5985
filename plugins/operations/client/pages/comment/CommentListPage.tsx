import { Tabs } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { CommentDesk } from './CommentDesk.tsx';
import { CommentListTab } from './CommentListTab.tsx';
import { CommentMutes } from './CommentMutes.tsx';

/** Interactive → Comment (menu 2065): the comment list, the moderation desk and the muted members of the current site. */
export default function CommentListPage() {
  const { t } = useTranslation('operations');
  return (
    <Tabs defaultActiveTab="list" destroyOnHide className="zx-comment-page">
      <Tabs.TabPane key="list" title={t('comment.tabs.list')}>
        <CommentListTab />
      </Tabs.TabPane>
      <Tabs.TabPane key="desk" title={t('comment.tabs.desk')}>
        <CommentDesk />
      </Tabs.TabPane>
      <Tabs.TabPane key="mutes" title={t('comment.tabs.mutes')}>
        <CommentMutes />
      </Tabs.TabPane>
    </Tabs>
  );
}
