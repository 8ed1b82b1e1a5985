import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Message, Spin } from '@arco-design/web-react';
import { createForm } from '@formily/core';
import { RequestError, SchemaForm } from '#kernel/client';
import type { DataType, XModelFieldData } from '../../shared/exmodel.ts';
import { exmodelApi } from '../api/exmodel-api.ts';
import { exmodelSchema, exmodelValues } from './exmodel-schema.ts';

export interface ExModelValuesFormProps {
  modelId: number;
  dataType: DataType;
  dataId: number | string;
  /** false hides the save button and shows the values read-only */
  editable?: boolean;
}

/** The values of an extended model for a site, catalog or content, rendered through the kernel's SchemaForm. */
export function ExModelValuesForm({ modelId, dataType, dataId, editable = true }: ExModelValuesFormProps) {
  const { t } = useTranslation('cms');
  const [fields, setFields] = useState<XModelFieldData[] | null>(null);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => {
    setFields(null);
    exmodelApi.data(modelId, dataType, dataId).then(setFields, () => setFields([]));
  }, [modelId, dataType, dataId]);
  useEffect(load, [load]);
  const form = useMemo(() => createForm({ initialValues: fields ? exmodelValues(fields) : {} }), [fields]);
  const schema = useMemo(() => exmodelSchema(fields ?? [], t), [fields, t]);

  const save = async () => {
    try {
      await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await exmodelApi.saveData({ modelId, dataType, dataId: String(dataId), values: { ...form.values } });
      Message.success(t('exmodel.saved'));
    } catch (e) {
      const field = e instanceof RequestError ? (e.data as { field?: string } | undefined)?.field : undefined;
      if (field) form.setFieldState(field, (s) => void (s.selfErrors = [(e as Error).message]));
    } finally {
      setSaving(false);
    }
  };

  if (!fields) return <Spin style={{ display: 'block' }} />;
  if (!fields.length) return <Empty description={t('exmodel.noFields')} />;
  return (
    <div className="zx-exmodel-values" style={{ maxWidth: 900 }}>
      <SchemaForm form={form} schema={schema} readPretty={!editable} layout={{ labelCol: 6 }}>
        {editable && (
          <div style={{ paddingLeft: '25%' }}>
            <Button type="primary" loading={saving} onClick={save}>
              {t('exmodel.save')}
            </Button>
          </div>
        )}
      </SchemaForm>
    </div>
  );
}
