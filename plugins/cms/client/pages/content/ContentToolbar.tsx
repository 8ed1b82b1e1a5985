import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconDown, IconPlus } from '@arco-design/web-react/icon';
import { HasPermi, type useTableList } from '#kernel/client';
import { CONTENT_TYPES } from '../../../shared/content.ts';
import type { CatalogNode } from '../../api/catalog-api.ts';
import { type ContentListQuery, type ContentRow, type ContentType, contentApi } from '../../api/content-api.ts';
import { ContentBatchDialog, type BatchKind } from './ContentBatchDialog.tsx';
import { ContentPicker } from './ContentPicker.tsx';
import { editorUrl } from './editor-url.ts';

export interface ContentToolbarProps {
  list: ReturnType<typeof useTableList<ContentRow, ContentListQuery>>;
  catalogId?: number;
  tree: CatalogNode[];
  /** confirms, runs, reloads */
  run(msg: string, action: () => Promise<unknown>): void;
}

/** Add (by type) and the batch actions on the selected contents. */
export function ContentToolbar({ list, catalogId, tree, run }: ContentToolbarProps) {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<BatchKind | null>(null);
  const [sorting, setSorting] = useState(false);
  const ids = list.selectedKeys as number[];
  const none = ids.length === 0;
  const count = ids.length;

  const more = (key: string) => {
    if (key === 'cancelTop') return run(t('content.confirmCancelTop', { count }), () => contentApi.cancelTop(ids));
    if (key === 'sort') {
      if (count !== 1 || !catalogId) return Message.warning(t('content.sortOne'));
      return setSorting(true);
    }
    setDialog(key as BatchKind);
  };

  return (
    <>
      <HasPermi value="cms:content:add">
        <Dropdown
          disabled={!catalogId}
          droplist={
            <Menu onClickMenuItem={(k) => navigate(editorUrl(catalogId!, k as ContentType))}>
              {CONTENT_TYPES.map((x) => (
                <Menu.Item key={x}>{t(`content.types.${x}`)}</Menu.Item>
              ))}
            </Menu>
          }
        >
          <Button type="primary" icon={<IconPlus />} disabled={!catalogId} title={catalogId ? undefined : t('content.pickCatalog')}>
            {t('content.add')}
          </Button>
        </Dropdown>
      </HasPermi>
      <HasPermi value="cms:content:edit">
        <Button disabled={none} onClick={() => run(t('content.confirmPublish', { count }), () => contentApi.publish(ids))}>
          {t('content.publish')}
        </Button>
        <Button disabled={none} onClick={() => run(t('content.confirmToPublish', { count }), () => contentApi.toPublish(ids))}>
          {t('content.toPublish')}
        </Button>
        <Button disabled={none} onClick={() => run(t('content.confirmOffline', { count }), () => contentApi.offline(ids))}>
          {t('content.offline')}
        </Button>
        <Button disabled={none} onClick={() => run(t('content.confirmArchive', { count }), () => contentApi.archive(ids))}>
          {t('content.archive')}
        </Button>
        <Dropdown
          disabled={none}
          droplist={
            <Menu onClickMenuItem={more}>
              <Menu.Item key="move">{t('content.move')}</Menu.Item>
              <Menu.Item key="copy">{t('content.copy')}</Menu.Item>
              <Menu.Item key="top">{t('content.setTop')}</Menu.Item>
              <Menu.Item key="cancelTop">{t('content.cancelTop')}</Menu.Item>
              <Menu.Item key="attr">{t('content.attrEdit')}</Menu.Item>
              <Menu.Item key="sort">{t('content.sortBefore')}</Menu.Item>
            </Menu>
          }
        >
          <Button disabled={none}>
            {t('content.more')} <IconDown />
          </Button>
        </Dropdown>
      </HasPermi>
      <ContentBatchDialog
        kind={dialog}
        ids={ids}
        tree={tree}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          void list.reload();
        }}
      />
      <ContentPicker
        visible={sorting}
        title={t('content.sortTitle')}
        catalogId={catalogId}
        exclude={ids}
        onCancel={() => setSorting(false)}
        onPick={(rows) => {
          setSorting(false);
          if (rows[0]) run(t('content.confirmSort', { title: rows[0].title }), () => contentApi.sort(ids[0], rows[0].contentId));
        }}
      />
    </>
  );
}
