import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, Select } from '@arco-design/web-react';
import { IconEye, IconLock, IconSend, IconUnlock } from '@arco-design/web-react/icon';
import { bus, confirmAction, CrudPage, useHasPermi, useTableList, type CrudColumn } from '#kernel/client';
import { CONTENT_ATTRIBUTE_NAMES, CONTENT_STATUSES, CONTENT_TYPES } from '../../../shared/content.ts';
import { openPreview } from '../preview/open-preview.ts';
import type { CatalogNode } from '../../api/catalog-api.ts';
import { type ContentListQuery, type ContentRow, contentApi, contentObject } from '../../api/content-api.ts';
import { ContentToolbar } from './ContentToolbar.tsx';
import { AttributeTags, ContentTitle, StatusTag } from './ContentTags.tsx';
import '../../content-events.ts';
import { editorUrl } from './editor-url.ts';
import { SORT_OPTIONS } from './sort-options.ts';

export interface ContentListProps {
  catalogId?: number;
  tree: CatalogNode[];
}

/** The Content tab: filters, SPEC §9 sorts, status and attribute tags, row and batch actions. */
export function ContentList({ catalogId, tree }: ContentListProps) {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const list = useTableList(contentObject, { catalogId });
  const canEdit = useHasPermi('cms:content:edit');
  const search = useRef(list.search);
  search.current = list.search;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    search.current({ catalogId });
  }, [catalogId]);
  const [, setTick] = useState(0);
  // the page is kept while the editor saves: reload then
  const reload = useRef(list.reload);
  reload.current = list.reload;
  useEffect(() => {
    const on = () => void reload.current();
    bus.on('cms.content.changed', on);
    return () => bus.off('cms.content.changed', on);
  }, []);

  const run = (msg: string, action: () => Promise<unknown>) =>
    void confirmAction(msg, action).then((done) => {
      if (done) void list.reload();
      setTick((x) => x + 1);
    });
  const edit = (r: ContentRow) => navigate(editorUrl(r.catalogId, r.contentType, r.contentId));

  const columns = useMemo<CrudColumn<ContentRow>[]>(
    () => [
      { key: 'title', title: t('content.title'), width: 260, render: (_: unknown, r) => <ContentTitle row={r} onClick={() => edit(r)} /> },
      {
        key: 'contentType',
        dataIndex: 'contentType',
        title: t('content.type'),
        width: 70,
        render: (v: string) => t(`content.types.${v}`),
      },
      { key: 'catalogName', dataIndex: 'catalogName', title: t('content.catalog'), width: 100, ellipsis: true },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('content.status'),
        width: 100,
        render: (_: unknown, r) => <StatusTag status={r.status} />,
      },
      {
        key: 'attributes',
        dataIndex: 'attributes',
        title: t('content.attributes'),
        width: 120,
        render: (_: unknown, r) => <AttributeTags attributes={r.attributes} />,
      },
      { key: 'publishDate', dataIndex: 'publishDate', title: t('content.publishDate'), width: 165 },
      { key: 'createBy', dataIndex: 'createBy', title: t('content.createBy'), width: 100 },
      { key: 'createTime', dataIndex: 'createTime', title: t('content.createTime'), width: 170 },
      { key: 'viewCount', dataIndex: 'viewCount', title: t('content.viewCount'), width: 90 },
    ],
    [t],
  );

  return (
    <CrudPage<ContentRow, ContentListQuery>
      page="cms/contentcore/content/list"
      object={contentObject}
      list={list}
      columns={columns}
      hiddenColumns={['viewCount', 'createBy', 'createTime']}
      tableProps={{ scroll: { x: 1100 } }}
      actionsFixed
      onEdit={edit}
      actionsWidth={300}
      rowActions={(r) => (
        <>
          <Button
            type="text"
            size="mini"
            icon={<IconEye />}
            data-action="preview"
            aria-label={t('preview.action')}
            title={t('preview.action')}
            onClick={() => openPreview('content', r.contentId)}
          />
          {canEdit && (
            <>
              {r.status !== '30' && r.status !== '50' && (
                <Button
                  type="text"
                  size="mini"
                  icon={<IconSend />}
                  onClick={() => run(t('content.confirmPublish', { count: 1 }), () => contentApi.publish([r.contentId]))}
                >
                  {t('content.publish')}
                </Button>
              )}
              {(r.status === '30' || r.status === '20' || r.status === '60') && (
                <Button
                  type="text"
                  size="mini"
                  onClick={() => run(t('content.confirmOffline', { count: 1 }), () => contentApi.offline([r.contentId]))}
                >
                  {t('content.offline')}
                </Button>
              )}
              {(r.status === '30' || r.status === '40') && (
                <Button
                  type="text"
                  size="mini"
                  data-action="archive"
                  onClick={() => run(t('content.confirmArchive', { count: 1 }), () => contentApi.archive([r.contentId]))}
                >
                  {t('content.archive')}
                </Button>
              )}
              {r.isLock === 'Y' ? (
                <Button
                  type="text"
                  size="mini"
                  icon={<IconUnlock />}
                  onClick={() => run(t('content.confirmUnlock', { title: r.title }), () => contentApi.unlock(r.contentId))}
                  aria-label={t('content.unlock')}
                  title={t('content.unlock')}
                />
              ) : (
                <Button
                  type="text"
                  size="mini"
                  icon={<IconLock />}
                  onClick={() => run(t('content.confirmLock', { title: r.title }), () => contentApi.lock(r.contentId))}
                  aria-label={t('content.lock')}
                  title={t('content.lock')}
                />
              )}
            </>
          )}
        </>
      )}
      toolbar={<ContentToolbar list={list} catalogId={catalogId} tree={tree} run={run} />}
      searchMap={(v) => ({ ...(v as Partial<ContentListQuery>), catalogId })}
      onReset={() => list.search({ title: undefined, contentType: undefined, status: undefined, attr: undefined, sorts: undefined })}
      search={
        <>
          <Form.Item field="title" label={t('content.title')}>
            <Input allowClear style={{ width: 170 }} />
          </Form.Item>
          <Form.Item field="contentType" label={t('content.type')}>
            <Select allowClear style={{ width: 110 }} options={CONTENT_TYPES.map((x) => ({ value: x, label: t(`content.types.${x}`) }))} />
          </Form.Item>
          <Form.Item field="status" label={t('content.status')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={CONTENT_STATUSES.map((x) => ({ value: x, label: t(`content.statuses.${x}`) }))}
            />
          </Form.Item>
          <Form.Item field="attr" label={t('content.attribute')}>
            <Select
              allowClear
              style={{ width: 100 }}
              options={CONTENT_ATTRIBUTE_NAMES.map((x) => ({ value: x, label: t(`content.attrs.${x}`) }))}
            />
          </Form.Item>
          <Form.Item field="sorts" label={t('content.sort')}>
            <Select
              allowClear
              placeholder={t('content.sorts.default')}
              style={{ width: 150 }}
              options={SORT_OPTIONS.map((x) => ({ value: x, label: t(`content.sorts.${x.replace('#', '_')}`) }))}
            />
          </Form.Item>
        </>
      }
    />
  );
}
