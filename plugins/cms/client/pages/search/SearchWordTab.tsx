import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Form, Input, Message, Modal, Table, Tabs, Tag } from '@arco-design/web-react';
import { Chart, CrudPage, type CrudColumn, FormDialog, HasPermi, SearchInput, useTableList } from '#kernel/client';
import { type SearchLogRow, type SearchWordRow, searchLogApi } from '../../api/search-log-api.ts';
import { SearchQuality } from './SearchQuality.tsx';

/** The current site's public searches. */
function SearchLogs() {
  const { t } = useTranslation('cms');
  const list = useTableList<SearchLogRow, { query?: string }>(searchLogApi.siteLogs, {});
  const columns = useMemo<CrudColumn<SearchLogRow>[]>(
    () => [
      { key: 'word', dataIndex: 'word', title: t('searchLog.word') },
      { key: 'resultCount', dataIndex: 'resultCount', title: t('searchLog.results'), width: 100 },
      { key: 'clientType', dataIndex: 'clientType', title: t('searchLog.clientType'), width: 100 },
      { key: 'ip', dataIndex: 'ip', title: 'IP', width: 140 },
      { key: 'referer', dataIndex: 'referer', title: t('searchLog.referer'), ellipsis: true },
      { key: 'logTime', dataIndex: 'logTime', title: t('searchLog.logTime'), width: 180 },
    ],
    [t],
  );
  return (
    <CrudPage<SearchLogRow, { query?: string }>
      page="cms/search/wordTab/logs"
      rowKey="logId"
      list={list}
      columns={columns}
      perms={{ remove: 'search:log:delete' }}
      onRemove={(keys) => searchLogApi.removeLogs(keys as string[])}
      nameOf={(r) => r.word}
      search={<SearchInput field="query" label={t('searchLog.word')} width={200} />}
    />
  );
}

/** A word's searches per day over the last 30 days. */
function WordTrend({ word, onClose }: { word: SearchWordRow | null; onClose: () => void }) {
  const { t } = useTranslation('cms');
  const [data, setData] = useState<{ xAxisDatas: string[]; lineDatas: number[] } | null>(null);
  useEffect(() => {
    setData(null);
    if (word) void searchLogApi.trend(word.wordId).then(setData);
  }, [word]);
  const series = useMemo(() => (data ? [{ label: t('searchLog.searches'), values: data.lineDatas, color: '#165dff' }] : []), [data, t]);
  return (
    <Modal
      title={t('searchLog.trendOf', { word: word?.word })}
      visible={word != null}
      footer={null}
      onCancel={onClose}
      style={{ width: 760 }}
      unmountOnExit
    >
      <div className="zx-word-trend">
        {data && <Chart labels={data.xAxisDatas} series={series} title={t('searchLog.trend')} xName={t('searchLog.day')} />}
      </div>
    </Modal>
  );
}

/** The current site's search words: totals, pins until a date, the trend. */
function SearchWords() {
  const { t } = useTranslation('cms');
  const list = useTableList<SearchWordRow, { query?: string }>(searchLogApi.siteWords, {});
  const [adding, setAdding] = useState(false);
  const [pinning, setPinning] = useState<SearchWordRow | null>(null);
  const [trend, setTrend] = useState<SearchWordRow | null>(null);
  const columns = useMemo<CrudColumn<SearchWordRow>[]>(
    () => [
      {
        key: 'word',
        dataIndex: 'word',
        title: t('searchLog.word'),
        render: (v: string, r) => (
          <>
            {v} {r.topFlag === 'Y' && <Tag color="orangered">{t('searchLog.pinned')}</Tag>}
          </>
        ),
      },
      { key: 'searchTotal', dataIndex: 'searchTotal', title: t('searchLog.total'), width: 120 },
      { key: 'topDate', dataIndex: 'topDate', title: t('searchLog.topDate'), width: 180 },
    ],
    [t],
  );
  return (
    <CrudPage<SearchWordRow, { query?: string }>
      page="cms/search/wordTab/words"
      rowKey="wordId"
      list={list}
      columns={columns}
      perms={{ add: 'search:word:edit', remove: 'search:word:edit' }}
      onAdd={() => setAdding(true)}
      onRemove={(keys) => searchLogApi.removeWords(keys as number[])}
      nameOf={(r) => r.word}
      search={<SearchInput field="query" label={t('searchLog.word')} width={200} />}
      rowActions={(r) => (
        <>
          <Button type="text" size="mini" data-action="trend" onClick={() => setTrend(r)}>
            {t('searchLog.trend')}
          </Button>
          <HasPermi value="search:word:edit">
            {r.topFlag === 'Y' ? (
              <Button
                type="text"
                size="mini"
                data-action="untop"
                onClick={async () => (await searchLogApi.cancelTop([r.wordId]), list.reload())}
              >
                {t('searchLog.unpin')}
              </Button>
            ) : (
              <Button type="text" size="mini" data-action="top" onClick={() => setPinning(r)}>
                {t('searchLog.pin')}
              </Button>
            )}
          </HasPermi>
        </>
      )}
    >
      <FormDialog
        title={t('searchLog.addWord')}
        visible={adding}
        onCancel={() => setAdding(false)}
        onSubmit={async (v: { word: string }) => {
          await searchLogApi.addSiteWord(v.word);
          setAdding(false);
          list.reload();
        }}
      >
        <Form.Item field="word" label={t('searchLog.word')} rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
      </FormDialog>
      <FormDialog
        title={t('searchLog.pinTitle', { word: pinning?.word })}
        visible={pinning != null}
        onCancel={() => setPinning(null)}
        onSubmit={async (v: { topEndTime: string }) => {
          await searchLogApi.setTop([pinning!.wordId], v.topEndTime);
          setPinning(null);
          list.reload();
        }}
      >
        <Form.Item field="topEndTime" label={t('searchLog.topDate')} rules={[{ required: true }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
      <WordTrend word={trend} onClose={() => setTrend(null)} />
    </CrudPage>
  );
}

/** CMS → Search log (menu 2053 `search/wordTab`): the site's searches, its search words, and what found nothing. */
export default function SearchWordTab() {
  const { t } = useTranslation('cms');
  const [tab, setTab] = useState('logs');
  return (
    <div className="zx-page" data-page="cms/search/wordTab">
      <Tabs activeTab={tab} onChange={setTab} lazyload destroyOnHide>
        <Tabs.TabPane key="logs" title={t('searchLog.tabs.logs')}>
          <SearchLogs />
        </Tabs.TabPane>
        <Tabs.TabPane key="words" title={t('searchLog.tabs.words')}>
          <SearchWords />
        </Tabs.TabPane>
        <Tabs.TabPane key="quality" title={t('searchLog.tabs.quality')}>
          <SearchQuality />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
