import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, useEditDialog, useTableList, type CrudColumn } from '#kernel/client';
import { type XModelField, xmodelFieldApi, xmodelFieldObject } from '../../api/exmodel-api.ts';
import { ExModelFieldForm, type FieldFormValues, fromFormValues, toFormValues } from './ExModelFieldForm.tsx';

type Q = { modelId: number; query?: string };

/** CMS → Ext Model → a model's fields (route /cms/exmodel/fields?modelId=): each on a column of the model's table. */
export default function ExModelFieldsPage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const modelId = Number(useSearchParams()[0].get('modelId'));
  const list = useTableList(xmodelFieldObject, { modelId });
  const dialog = useEditDialog<FieldFormValues>(async (id) => toFormValues(list.rows.find((r) => r.fieldId === id)!));
  const columns = useMemo<CrudColumn<XModelField>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('exmodel.fieldName') },
      { key: 'code', dataIndex: 'code', title: t('exmodel.fieldCode') },
      { key: 'controlType', dataIndex: 'controlType', title: t('exmodel.controlType'), render: (v: string) => t(`exmodel.controls.${v}`) },
      { key: 'fieldType', dataIndex: 'fieldType', title: t('exmodel.fieldType'), render: (v: string) => t(`exmodel.fieldTypes.${v}`) },
      { key: 'fieldName', dataIndex: 'fieldName', title: t('exmodel.column') },
      {
        key: 'mandatoryFlag',
        dataIndex: 'mandatoryFlag',
        title: t('exmodel.mandatory'),
        width: 90,
        render: (v: string) => t(v === 'Y' ? 'site.yes' : 'site.no'),
      },
      { key: 'sortFlag', dataIndex: 'sortFlag', title: t('exmodel.sortFlag'), width: 80 },
    ],
    [t],
  );
  return (
    <CrudPage<XModelField, Q>
      page="cms/exmodel/fields"
      object={xmodelFieldObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd(toFormValues({ modelId }))}
      onEdit={(r) => void dialog.openEdit(r.fieldId)}
      searchMap={(v) => ({ ...v, modelId })}
      toolbar={
        <Button icon={<IconLeft />} onClick={() => navigate('/configs/exmodel')}>
          {t('exmodel.back')}
        </Button>
      }
      search={
        <Form.Item field="query" label={t('exmodel.query')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      }
    >
      <CrudDialog<FieldFormValues>
        dialog={dialog}
        idKey="fieldId"
        width={640}
        titles={[t('exmodel.fieldAddTitle'), t('exmodel.fieldEditTitle')]}
        submit={(v) => {
          const body = fromFormValues({ ...v, modelId });
          return body.fieldId ? xmodelFieldApi.update(body) : xmodelFieldApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        {dialog.editing && <ExModelFieldForm modelId={modelId} own={dialog.editing.fieldName} key={dialog.editing.fieldId ?? 'new'} />}
      </CrudDialog>
    </CrudPage>
  );
}
