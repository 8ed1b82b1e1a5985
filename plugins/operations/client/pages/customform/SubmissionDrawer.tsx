import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Descriptions, Drawer, Empty, Form, Input, Message, Select, Space, Spin } from '@arco-design/web-react';
import { createForm } from '@formily/core';
import { HasPermi, SchemaForm } from '#kernel/client';
import type { FormilySchema } from '#kernel/shared';
import { CUSTOM_FORM_DATA_STATUSES, CUSTOM_FORM_LIMITS, type CustomFormDataStatus } from '../../../shared/custom-form.ts';
import {
  CUSTOM_FORM_DATA_PERMS,
  type CustomFormDataRow,
  customFormDataApi,
  downloadSubmissionFile,
  localizeSchema,
  submissionFiles,
} from '../../api/customform-api.ts';

type Detail = CustomFormDataRow & { versionSchema: FormilySchema | null };

/** One submission, read-only, rendered by the kernel's SchemaForm from the version it was filled with. */
function SubmissionView({ detail, lang }: { detail: Detail; lang: string }) {
  const schema = useMemo(() => (detail.versionSchema ? localizeSchema(detail.versionSchema, lang) : null), [detail, lang]);
  const form = useMemo(() => createForm({ initialValues: detail, readPretty: true }), [detail]);
  if (!schema) return <Empty />;
  return <SchemaForm schema={schema as never} form={form} readPretty />;
}

/**
 * The desk's detail drawer: the submission as submitted (its version's schema), its fixed fields, and its handling
 * (status new → handling → done, or rejected; assignee; internal notes) saved with the edit permission.
 */
export function SubmissionDrawer({
  formId,
  dataId,
  onClose,
  onSaved,
}: {
  formId: number;
  dataId: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('operations');
  const [detail, setDetail] = useState<Detail | null>(null);
  const [saving, setSaving] = useState(false);
  const [handle] = Form.useForm<{ status: CustomFormDataStatus; assignee: string; notes: string }>();

  useEffect(() => {
    setDetail(null);
    if (!dataId) return;
    void customFormDataApi.get(formId, dataId).then((d) => {
      setDetail(d);
      handle.setFieldsValue({ status: d.status, assignee: d.assignee ?? '', notes: d.notes ?? '' });
    });
  }, [formId, dataId, handle]);

  const save = async () => {
    if (!detail) return;
    const v = handle.getFieldsValue();
    setSaving(true);
    try {
      await customFormDataApi.handle({
        formId,
        dataId: detail.dataId,
        status: v.status ?? detail.status,
        assignee: v.assignee ?? null,
        notes: v.notes ?? null,
      });
      Message.success(t('customform.desk.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      width={640}
      visible={dataId !== null}
      title={t('customform.desk.detailTitle', { id: dataId ?? '' })}
      onCancel={onClose}
      footer={null}
      className="zx-customform-drawer"
    >
      {!detail ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions
            column={2}
            data={[
              { label: t('customform.data.versionNo'), value: detail.versionNo },
              { label: t('customform.data.createTime'), value: detail.createTime },
              { label: t('customform.data.clientIp'), value: detail.clientIp || '-' },
              { label: t('customform.desk.memberId'), value: detail.memberId ?? '-' },
            ]}
          />
          <SubmissionView detail={detail} lang={i18n.language} />
          {submissionFiles(detail).map((f) => (
            <Button
              key={f.token}
              type="text"
              className="zx-customform-file"
              onClick={() => void downloadSubmissionFile(formId, detail.dataId, f.token, f.name)}
            >
              {t('customform.desk.file', { name: f.name })}
            </Button>
          ))}
          <Form form={handle} layout="vertical" className="zx-customform-handle">
            <Form.Item field="status" label={t('customform.data.status')}>
              <Select options={CUSTOM_FORM_DATA_STATUSES.map((s) => ({ value: s, label: t(`customform.dataStatus.${s}`) }))} />
            </Form.Item>
            <Form.Item field="assignee" label={t('customform.data.assignee')}>
              <Input maxLength={CUSTOM_FORM_LIMITS.assignee} />
            </Form.Item>
            <Form.Item field="notes" label={t('customform.data.notes')}>
              <Input.TextArea maxLength={CUSTOM_FORM_LIMITS.notes} autoSize={{ minRows: 3 }} />
            </Form.Item>
            <HasPermi value={CUSTOM_FORM_DATA_PERMS.edit}>
              <Button type="primary" loading={saving} onClick={() => void save()} className="zx-customform-handle-save">
                {t('customform.desk.save')}
              </Button>
            </HasPermi>
          </Form>
        </Space>
      )}
    </Drawer>
  );
}
