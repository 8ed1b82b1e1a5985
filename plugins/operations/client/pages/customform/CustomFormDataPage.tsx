import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Form, Input, Select, Tag } from '@arco-design/web-react';
import { IconEye } from '@arco-design/web-react/icon';
import { type CrudColumn, CrudPage, useTableList } from '#kernel/client';
import type { FormilySchema } from '#kernel/shared';
import { CUSTOM_FORM_DATA_STATUSES } from '../../../shared/custom-form.ts';
import {
  CUSTOM_FORM_DATA_PERMS,
  type CustomFormDataQuery,
  type CustomFormDataRow,
  customFormApi,
  customFormDataApi,
  customFormUrls,
  schemaColumns,
  schemaText,
} from '../../api/customform-api.ts';
import { SubmissionDrawer } from './SubmissionDrawer.tsx';

const STATUS_COLOR: Record<string, string> = { new: 'arcoblue', handling: 'orange', done: 'green', rejected: 'red' };

/** A value in a cell: an option's label, a list joined, anything else as text. */
function cell(v: unknown, options: { value: unknown; label: unknown }[], lang: string): string {
  const one = (x: unknown) => {
    const o = options.find((p) => p.value === x);
    return o ? schemaText(o.label, lang) || String(o.value) : typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x ?? '');
  };
  return Array.isArray(v) ? v.map(one).join(', ') : one(v);
}

/**
 * Interactive → Custom forms → Submissions (`/operations/customform/data?formId=`): the submission desk. Columns
 * from the form's schema, filters (status, assignee, text, address), the detail drawer, delete and the export.
 */
export default function CustomFormDataPage() {
  const { t, i18n } = useTranslation('operations');
  const [params] = useSearchParams();
  const formId = Number(params.get('formId')) || 0;
  const [schema, setSchema] = useState<FormilySchema | undefined>();
  const [name, setName] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const list = useTableList<CustomFormDataRow, CustomFormDataQuery>((q) => customFormDataApi.list(q), { formId });

  useEffect(() => {
    if (formId)
      void customFormApi.get(formId).then((f) => {
        setSchema(f.schema);
        setName(f.name);
      });
  }, [formId]);

  const columns = useMemo((): CrudColumn<CustomFormDataRow>[] => {
    const lang = i18n.language;
    const fields = schemaColumns(schema).slice(0, 8);
    return [
      { key: 'dataId', dataIndex: 'dataId', title: t('customform.data.dataId'), width: 80 },
      ...fields.map((f) => ({
        key: f.code,
        dataIndex: f.code,
        title: schemaText(f.title, lang) || f.code,
        ellipsis: true,
        render: (v: unknown) => cell(v, f.options, lang),
      })),
      {
        key: 'status',
        dataIndex: 'status',
        title: t('customform.data.status'),
        width: 100,
        render: (v: string) => <Tag color={STATUS_COLOR[v]}>{t(`customform.dataStatus.${v}`)}</Tag>,
      },
      { key: 'assignee', dataIndex: 'assignee', title: t('customform.data.assignee'), width: 110 },
      { key: 'clientIp', dataIndex: 'clientIp', title: t('customform.data.clientIp'), width: 130 },
      { key: 'createTime', dataIndex: 'createTime', title: t('customform.data.createTime'), width: 170 },
    ];
  }, [schema, t, i18n.language]);

  return (
    <CrudPage<CustomFormDataRow, CustomFormDataQuery>
      page="operations/customform/data"
      rowKey="dataId"
      list={list}
      columns={columns}
      header={<h3 className="zx-customform-desk-title">{t('customform.desk.title', { name })}</h3>}
      perms={{ remove: CUSTOM_FORM_DATA_PERMS.remove, export: CUSTOM_FORM_DATA_PERMS.export }}
      onRemove={(ids) => customFormDataApi.remove(formId, ids as number[])}
      nameOf={(r) => `#${r.dataId}`}
      exportTo={{ url: customFormUrls.dataExport, name: `CustomForm_${formId}`, query: (q) => ({ ...q, formId }) }}
      searchMap={(v) => ({ ...v, formId })}
      actionsWidth={120}
      rowActions={(r) => (
        <Button type="text" size="mini" icon={<IconEye />} className="zx-customform-view" onClick={() => setOpen(r.dataId)}>
          {t('customform.desk.view')}
        </Button>
      )}
      search={
        <>
          <Form.Item field="status" label={t('customform.data.status')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={CUSTOM_FORM_DATA_STATUSES.map((s) => ({ value: s, label: t(`customform.dataStatus.${s}`) }))}
            />
          </Form.Item>
          <Form.Item field="assignee" label={t('customform.data.assignee')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item field="query" label={t('customform.desk.query')}>
            <Input allowClear style={{ width: 180 }} />
          </Form.Item>
          <Form.Item field="ip" label={t('customform.data.clientIp')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
        </>
      }
    >
      <SubmissionDrawer formId={formId} dataId={open} onClose={() => setOpen(null)} onSaved={() => void list.reload()} />
    </CrudPage>
  );
}
