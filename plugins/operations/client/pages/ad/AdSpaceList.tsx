import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconSend } from '@arco-design/web-react/icon';
import {
  CrudDialog,
  CrudPage,
  DictTag,
  confirmAction,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import { adApi, adSpaceObject, type AdSpaceQuery, type AdSpaceRow } from '../../api/ad-api.ts';
import { AdSpaceFields, adSpaceBody } from './AdSpaceFields.tsx';

const STATUS_DICT = 'CMSPageWidgetStatus';
/** SPEC §2: the space editor route */
export const SPACE_EDITOR = '/cms/adspace/editor';

/** The current site's ad spaces: added here, edited (with their ads) in the space editor, published to `include/`. */
export function AdSpaceList() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const dict = useDict(STATUS_DICT);
  const list = useTableList(adSpaceObject, {});
  const dialog = useEditDialog<AdSpaceRow>();
  const canPublish = useHasPermi('cms:advertisement:edit');
  const publish = (id: number) =>
    void confirmAction(t('ad.space.confirmPublish'), () => adApi.publishSpaces([id])).then((done) => {
      if (done) void list.reload();
    });

  const columns = useMemo<CrudColumn<AdSpaceRow>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('ad.space.name'), ellipsis: true },
      { key: 'code', dataIndex: 'code', title: t('ad.space.code'), width: 140 },
      { key: 'publishPipeCode', dataIndex: 'publishPipeCode', title: t('ad.space.pipe'), width: 100 },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('ad.space.state'),
        width: 100,
        render: (v: string) => <DictTag options={dict[STATUS_DICT]} value={v} />,
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('ad.space.createTime'), width: 170 },
    ],
    [t, dict],
  );

  return (
    <CrudPage<AdSpaceRow, AdSpaceQuery>
      page="operations/ad/adSpace"
      object={adSpaceObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ path: 'ads' })}
      onEdit={(r) => navigate(`${SPACE_EDITOR}?id=${r.pageWidgetId}`)}
      actionsWidth={240}
      rowActions={(r) =>
        canPublish ? (
          <Button type="text" size="mini" icon={<IconSend />} onClick={() => publish(r.pageWidgetId)} data-action="publish">
            {t('ad.space.publish')}
          </Button>
        ) : null
      }
      search={
        <Form.Item field="name" label={t('ad.space.name')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
      }
    >
      <CrudDialog<AdSpaceRow>
        dialog={dialog}
        idKey="pageWidgetId"
        titles={[t('ad.space.addTitle'), t('ad.space.editTitle')]}
        submit={(v) => adApi.addSpace({ catalogId: 0, ...adSpaceBody(v) })}
        onSaved={() => void list.reload()}
        width={820}
        labelWidth={100}
      >
        {(form) => (dialog.editing ? <AdSpaceFields form={form} /> : null)}
      </CrudDialog>
    </CrudPage>
  );
}
