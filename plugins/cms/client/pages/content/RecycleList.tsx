import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconUndo } from '@arco-design/web-react/icon';
import { confirmAction, CrudPage, HasPermi, useTableList, type CrudColumn } from '#kernel/client';
import type { ContentQuery } from '../../../shared/content.ts';
import { type RecycleRow, contentApi, recycleObject } from '../../api/content-api.ts';
import { StatusTag } from './ContentTags.tsx';

/** The Recycle Bin tab: deleted contents with their status before deletion, deleter and time; restore and purge. */
export function RecycleList({ catalogId }: { catalogId?: number }) {
  const { t } = useTranslation('cms');
  const list = useTableList(recycleObject, { catalogId });
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
  const recover = (ids: number[], msg: string) =>
    void confirmAction(msg, () => contentApi.recover(ids)).then((done) => {
      if (done) void list.reload();
    });

  const columns = useMemo<CrudColumn<RecycleRow>[]>(
    () => [
      { key: 'title', dataIndex: 'title', title: t('content.title'), ellipsis: true },
      { key: 'contentType', dataIndex: 'contentType', title: t('content.type'), width: 80, render: (v: string) => t(`content.types.${v}`) },
      {
        key: 'deleteStatus',
        dataIndex: 'deleteStatus',
        title: t('content.deleteStatus'),
        width: 120,
        render: (_: unknown, r) => <StatusTag status={r.deleteStatus} />,
      },
      { key: 'deleteBy', dataIndex: 'deleteBy', title: t('content.deleteBy'), width: 110 },
      { key: 'deleteTime', dataIndex: 'deleteTime', title: t('content.deleteTime'), width: 170 },
    ],
    [t],
  );
  return (
    <CrudPage<RecycleRow, ContentQuery>
      page="cms/contentcore/content/recycle"
      object={recycleObject}
      list={list}
      columns={columns}
      actionsWidth={170}
      rowActions={(r) => (
        <HasPermi value="cms:content:delete">
          <Button
            type="text"
            size="mini"
            icon={<IconUndo />}
            onClick={() => recover([r.contentId], t('content.confirmRecover', { title: r.title }))}
          >
            {t('content.recover')}
          </Button>
        </HasPermi>
      )}
      toolbar={
        <HasPermi value="cms:content:delete">
          <Button
            icon={<IconUndo />}
            disabled={!list.selectedKeys.length}
            onClick={() => recover(list.selectedKeys as number[], t('content.confirmRecoverMany', { count: list.selectedKeys.length }))}
          >
            {t('content.recover')}
          </Button>
        </HasPermi>
      }
      searchMap={(v) => ({ ...(v as Partial<ContentQuery>), catalogId })}
      onReset={() => list.search({ title: undefined })}
      search={
        <Form.Item field="title" label={t('content.title')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
      }
    />
  );
}
