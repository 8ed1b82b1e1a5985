import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, Select } from '@arco-design/web-react';
import { CrudDialog, CrudPage, formRules, useEditDialog, useTableList, type CrudColumn } from '#kernel/client';
import { type XModel, exmodelApi, exmodelObject } from '../../api/exmodel-api.ts';

const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** CMS → Ext Model (扩展模型): the current site's models, add/edit dialog, and each model's fields. */
export default function ExModelPage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const list = useTableList(exmodelObject, {});
  const dialog = useEditDialog<XModel>(async (id) => {
    const r = list.rows.find((m) => m.modelId === id)!;
    return { ...r, tableName: r.isDefaultTable ? '' : r.tableName };
  });
  const [tables, setTables] = useState<string[]>([]);
  useEffect(
    () =>
      void exmodelApi.tables().then(
        (r) => setTables(r.rows),
        () => {},
      ),
    [],
  );

  const columns = useMemo<CrudColumn<XModel>[]>(
    () => [
      { key: 'modelId', dataIndex: 'modelId', title: t('exmodel.modelId'), width: 90 },
      { key: 'name', dataIndex: 'name', title: t('exmodel.name') },
      { key: 'code', dataIndex: 'code', title: t('exmodel.code') },
      { key: 'tableName', dataIndex: 'tableName', title: t('exmodel.tableName') },
      { key: 'remark', dataIndex: 'remark', title: t('exmodel.remark'), ellipsis: true },
    ],
    [t],
  );
  return (
    <CrudPage<XModel, { query?: string }>
      page="cms/exmodel/model"
      object={exmodelObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ tableName: '' } as Partial<XModel>)}
      onEdit={(r) => void dialog.openEdit(r.modelId)}
      actionsWidth={230}
      rowActions={(r) => (
        <Button type="text" size="mini" className="zx-xmodel-fields" onClick={() => navigate(`/cms/exmodel/fields?modelId=${r.modelId}`)}>
          {t('exmodel.fields')}
        </Button>
      )}
      search={
        <Form.Item field="query" label={t('exmodel.query')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      }
    >
      <CrudDialog<XModel>
        dialog={dialog}
        idKey="modelId"
        titles={[t('exmodel.addTitle'), t('exmodel.editTitle')]}
        submit={(v) => {
          const body = { name: v.name, code: v.code, tableName: v.tableName || null, remark: v.remark ?? null };
          return v.modelId ? exmodelApi.update({ modelId: v.modelId, ...body }) : exmodelApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="name" label={t('exmodel.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item field="code" label={t('exmodel.code')} rules={[formRules.required(), { match: CODE, message: t('exmodel.codeRule') }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item field="tableName" label={t('exmodel.tableName')}>
          <Select
            options={[
              { label: t('exmodel.defaultTable'), value: '' },
              ...tables.filter((n) => n !== 'cms_exd_default').map((n) => ({ label: n, value: n })),
            ]}
          />
        </Form.Item>
        <Form.Item field="remark" label={t('exmodel.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
