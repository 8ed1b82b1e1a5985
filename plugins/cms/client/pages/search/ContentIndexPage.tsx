import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Descriptions, Form, Message, Modal, Space, Tag, Typography } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { AsyncTaskProgress, CrudPage, type CrudColumn, HasPermi, SearchInput, confirmAction, useTableList } from '#kernel/client';
import { INDEX_WEIGHTS } from '../../../shared/search-index.ts';
import { type IndexEntry, type IndexEntryDetail, type IndexQuery, searchIndexApi } from '../../api/search-index-api.ts';

/** One entry's detail: the content, its weighted words and the body text it was indexed with. */
function EntryDetail({ entry, onClose }: { entry: IndexEntryDetail | null; onClose: () => void }) {
  const { t } = useTranslation('cms');
  return (
    <Modal title={t('searchIndex.detail')} visible={entry != null} footer={null} onCancel={onClose} style={{ width: 720 }} unmountOnExit>
      {entry && (
        <div className="zx-index-detail">
          <Descriptions
            column={2}
            data={[
              { label: t('searchIndex.titleCol'), value: entry.title },
              { label: t('searchIndex.publishDate'), value: entry.publishDate ?? '' },
              { label: t('searchIndex.indexTime'), value: entry.indexTime },
              { label: t('searchIndex.contentType'), value: entry.contentType },
            ]}
          />
          <Typography.Title heading={6}>{t('searchIndex.words')}</Typography.Title>
          <Space wrap size={4} className="zx-index-words">
            {entry.words.map((w) => (
              <Tag
                key={w.word}
                color={w.weights.includes('A') ? 'arcoblue' : w.weights.includes('B') ? 'green' : undefined}
                title={w.weights}
              >
                {w.word}
              </Tag>
            ))}
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {INDEX_WEIGHTS.map((k) => `${k} ${t(`searchIndex.weights.${k}`)}`).join(' · ')}
          </Typography.Paragraph>
          <Typography.Title heading={6}>{t('searchIndex.fullText')}</Typography.Title>
          <Typography.Paragraph ellipsis={{ rows: 6, expandable: true }}>{entry.fullText}</Typography.Paragraph>
        </div>
      )}
    </Modal>
  );
}

/** CMS → Content index (menu 2051): the current site's indexed contents, an entry's words, indexing one again, a rebuild. */
export default function ContentIndexPage() {
  const { t } = useTranslation('cms');
  const list = useTableList<IndexEntry, IndexQuery>(searchIndexApi.list, {});
  const [detail, setDetail] = useState<IndexEntryDetail | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const columns = useMemo<CrudColumn<IndexEntry>[]>(
    () => [
      { key: 'contentId', dataIndex: 'contentId', title: 'ID', width: 90 },
      { key: 'title', dataIndex: 'title', title: t('searchIndex.titleCol') },
      { key: 'catalogName', dataIndex: 'catalogName', title: t('searchIndex.catalog'), width: 140 },
      { key: 'contentType', dataIndex: 'contentType', title: t('searchIndex.contentType'), width: 100 },
      { key: 'publishDate', dataIndex: 'publishDate', title: t('searchIndex.publishDate'), width: 170 },
      { key: 'indexTime', dataIndex: 'indexTime', title: t('searchIndex.indexTime'), width: 170 },
    ],
    [t],
  );
  const build = async (row: IndexEntry) => {
    const indexed = await searchIndexApi.build(row.contentId);
    Message.success(indexed ? t('searchIndex.built') : t('searchIndex.notIndexed'));
    list.reload();
  };
  const rebuild = () =>
    confirmAction(t('searchIndex.rebuildConfirm'), async () => {
      setTaskId(await searchIndexApi.rebuild());
    });
  return (
    <CrudPage<IndexEntry, IndexQuery>
      page="cms/search/indexList"
      rowKey="contentId"
      list={list}
      columns={columns}
      perms={{ remove: 'cms:contentindex:edit' }}
      onRemove={(keys) => searchIndexApi.remove(keys as number[])}
      nameOf={(r) => r.title}
      search={
        <>
          <SearchInput field="query" label={t('searchIndex.query')} width={220} />
          <Form.Item field="onlyTitle" triggerPropName="checked">
            <Checkbox>{t('searchIndex.onlyTitle')}</Checkbox>
          </Form.Item>
        </>
      }
      rowActions={(row) => (
        <>
          <Button type="text" size="mini" data-action="detail" onClick={async () => setDetail(await searchIndexApi.get(row.contentId))}>
            {t('searchIndex.detail')}
          </Button>
          <HasPermi value="cms:contentindex:edit">
            <Button type="text" size="mini" data-action="build" onClick={() => void build(row)}>
              {t('searchIndex.build')}
            </Button>
          </HasPermi>
        </>
      )}
      toolbar={
        <HasPermi value="cms:contentindex:edit">
          <Button type="primary" status="warning" size="small" icon={<IconRefresh />} data-action="rebuild" onClick={rebuild}>
            {t('searchIndex.rebuild')}
          </Button>
        </HasPermi>
      }
    >
      <EntryDetail entry={detail} onClose={() => setDetail(null)} />
      <Modal
        title={t('searchIndex.rebuild')}
        visible={taskId != null}
        footer={null}
        onCancel={() => {
          setTaskId(null);
          list.reload();
        }}
        unmountOnExit
      >
        <AsyncTaskProgress taskId={taskId} title={t('searchIndex.rebuild')} />
      </Modal>
    </CrudPage>
  );
}
