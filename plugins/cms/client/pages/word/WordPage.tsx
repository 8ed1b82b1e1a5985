import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Tabs } from '@arco-design/web-react';
import { ErrorProneWordList } from './ErrorProneWordList.tsx';
import { GroupWordList } from './GroupWordList.tsx';
import { SensitiveWordList } from './SensitiveWordList.tsx';
import { WordGroupPanel } from './WordGroupPanel.tsx';

/** A word list in groups of the current site: the group panel on the left, the chosen group's words on the right. */
function GroupedWords({ kind }: { kind: 'tagword' | 'hotword' }) {
  const { t } = useTranslation('cms');
  const [groupId, setGroupId] = useState<number | undefined>();
  return (
    <div style={{ display: 'flex' }}>
      <WordGroupPanel kind={kind} selected={groupId} onSelect={setGroupId} />
      <div style={{ flex: 1, minWidth: 0 }}>
        {groupId ? <GroupWordList key={groupId} kind={kind} groupId={groupId} /> : <Empty description={t('word.chooseGroup')} />}
      </div>
    </div>
  );
}

/** CMS → Words (menu 2039 `cms/word/word`): tag words, hot words, sensitive words and error-prone words, one tab each. */
export default function WordPage() {
  const { t } = useTranslation('cms');
  const [tab, setTab] = useState('tag');
  return (
    <div className="zx-page" data-page="cms/word/word">
      <Tabs activeTab={tab} onChange={setTab} lazyload destroyOnHide={false}>
        <Tabs.TabPane key="tag" title={t('word.tabs.tag')}>
          <GroupedWords kind="tagword" />
        </Tabs.TabPane>
        <Tabs.TabPane key="hot" title={t('word.tabs.hot')}>
          <GroupedWords kind="hotword" />
        </Tabs.TabPane>
        <Tabs.TabPane key="sensitive" title={t('word.tabs.sensitive')}>
          <SensitiveWordList />
        </Tabs.TabPane>
        <Tabs.TabPane key="errorProne" title={t('word.tabs.errorProne')}>
          <ErrorProneWordList />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
