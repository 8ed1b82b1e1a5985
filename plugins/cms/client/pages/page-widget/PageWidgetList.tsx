import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, Select } from '@arco-design/web-react';
import { IconCloudDownload, IconSend } from '@arco-design/web-react/icon';
import { CrudPage, DictTag, confirmAction, useHasPermi, useDict, useEditDialog, useTableList, type CrudColumn } from '#kernel/client';
import { PAGE_WIDGET_STATE, PAGE_WIDGET_STATES } from '../../../shared/page-widget.ts';
import {
  type PageWidgetDetail,
  type PageWidgetQuery,
  type PageWidgetRow,
  type PageWidgetType,
  pageWidgetApi,
  pageWidgetObject,
} from '../../api/page-widget-api.ts';
import { PageWidgetDialog } from './PageWidgetDialog.tsx';

const STATUS_DICT = 'CMSPageWidgetStatus';
const online = (r: PageWidgetRow) => r.state === PAGE_WIDGET_STATE.PUBLISHED || r.state === PAGE_WIDGET_STATE.EDITING;

/**
 * The content screen's Page Widget tab: the widgets of the current site (of the chosen catalog when one is),
 * added, edited, deleted, published to `include/` and taken offline. The server checks each widget's rights.
 */
export function PageWidgetList({ catalogId }: { catalogId?: number }) {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const dict = useDict(STATUS_DICT);
  const [types, setTypes] = useState<{ id: PageWidgetType; name: string }[]>([]);
  useEffect(() => {
    void pageWidgetApi.types().then((r) => setTypes(r.rows));
  }, []);
  const list = useTableList(pageWidgetObject, { catalogId });
  const dialog = useEditDialog<PageWidgetDetail>(pageWidgetApi.get);
  const typeName = (id: string) => types.find((x) => x.id === id)?.name ?? id;

  const run = (msg: string, action: () => Promise<unknown>) =>
    void confirmAction(msg, action).then((done) => {
      if (done) void list.reload();
    });
  const publish = (ids: number[]) => run(t('pageWidget.confirmPublish', { count: ids.length }), () => pageWidgetApi.publish(ids));
  const offline = (ids: number[]) => run(t('pageWidget.confirmOffline', { count: ids.length }), () => pageWidgetApi.offline(ids));
  const selected = list.selectedKeys as number[];
  const canPublish = useHasPermi('cms:content:edit');

  const columns = useMemo<CrudColumn<PageWidgetRow>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('pageWidget.name'), ellipsis: true },
      { key: 'code', dataIndex: 'code', title: t('pageWidget.code'), width: 120, ellipsis: true },
      { key: 'type', dataIndex: 'type', title: t('pageWidget.type'), width: 110, render: (v: string) => typeName(v) },
      {
        key: 'catalogName',
        dataIndex: 'catalogName',
        title: t('pageWidget.catalog'),
        width: 90,
        ellipsis: true,
        render: (v?: string) => v ?? t('pageWidget.wholeSite'),
      },
      { key: 'publishPipeCode', dataIndex: 'publishPipeCode', title: t('pageWidget.pipe'), width: 90 },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('pageWidget.state'),
        width: 90,
        render: (v: string) => <DictTag options={dict[STATUS_DICT]} value={v} />,
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('pageWidget.createTime'), width: 170 },
    ],
    // biome-ignore lint/correctness/useExhaustiveDependencies: typeName reads types
    [t, dict, types],
  );

  return (
    <CrudPage<PageWidgetRow, PageWidgetQuery>
      page="cms/contentcore/pageWidget"
      object={pageWidgetObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ type: 'manual', catalogId: catalogId ?? 0, content: [] })}
      // a widget with an editor page of its own (v1.4.3's `route`: a manual block) is edited there
      onEdit={(r) => (r.route && r.type === 'manual' ? navigate(`${r.route}?id=${r.pageWidgetId}`) : void dialog.openEdit(r.pageWidgetId))}
      actionsWidth={290}
      hiddenColumns={['publishPipeCode', 'createTime']}
      rowActions={(r) =>
        canPublish ? (
          <>
            <Button type="text" size="mini" icon={<IconSend />} onClick={() => publish([r.pageWidgetId])} data-action="publish">
              {t('pageWidget.publish')}
            </Button>
            {online(r) ? (
              <Button type="text" size="mini" icon={<IconCloudDownload />} onClick={() => offline([r.pageWidgetId])} data-action="offline">
                {t('pageWidget.offline')}
              </Button>
            ) : null}
          </>
        ) : null
      }
      toolbar={
        canPublish ? (
          <>
            <Button
              size="small"
              type="primary"
              status="success"
              icon={<IconSend />}
              disabled={!selected.length}
              onClick={() => publish(selected)}
            >
              {t('pageWidget.publish')}
            </Button>
            <Button
              size="small"
              status="warning"
              icon={<IconCloudDownload />}
              disabled={!selected.length}
              onClick={() => offline(selected)}
            >
              {t('pageWidget.offline')}
            </Button>
          </>
        ) : null
      }
      search={
        <>
          <Form.Item field="name" label={t('pageWidget.name')}>
            <Input allowClear style={{ width: 180 }} placeholder={t('pageWidget.namePlaceholder')} />
          </Form.Item>
          <Form.Item field="state" label={t('pageWidget.state')}>
            <Select allowClear style={{ width: 140 }}>
              {PAGE_WIDGET_STATES.map((s) => (
                <Select.Option key={s} value={s}>
                  {dict[STATUS_DICT]?.find((o) => o.value === s)?.label ?? s}
                </Select.Option>
              ))}
            </Select>
          </Form.Item>
        </>
      }
    >
      <PageWidgetDialog dialog={dialog} types={types} onSaved={() => void list.reload()} />
    </CrudPage>
  );
}
