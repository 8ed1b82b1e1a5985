import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete, Form, type FormInstance, Input, Select } from '@arco-design/web-react';
import { CrudDialog, type EditDialog, formRules } from '#kernel/client';
import { type PageWidgetDetail, type PageWidgetType, pageWidgetApi, widgetTemplateNames } from '../../api/page-widget-api.ts';
import { pipeApi } from '../../api/template-api.ts';
import { ManualRowsEditor } from './ManualRowsEditor.tsx';
import { PAGE_WIDGET_PATH_PATTERN } from '../../../shared/page-widget.ts';

const PATH = new RegExp(PAGE_WIDGET_PATH_PATTERN);

/** The add/edit dialog of a widget: its basic fields and, for a manual block, its rows of items. */
export function PageWidgetDialog(props: {
  dialog: EditDialog<PageWidgetDetail>;
  types: { id: PageWidgetType; name: string }[];
  onSaved(): void;
}) {
  const { t } = useTranslation('cms');
  const [pipes, setPipes] = useState<{ pipeCode: string; pipeName: string }[]>([]);
  const [templates, setTemplates] = useState<string[]>([]);
  const open = props.dialog.editing != null;
  useEffect(() => {
    if (open) void pipeApi.options().then((r) => setPipes(r.rows));
  }, [open]);
  const loadTemplates = (pipe?: string) => {
    if (pipe) void widgetTemplateNames(pipe).then(setTemplates);
  };
  useEffect(() => {
    if (open) loadTemplates(props.dialog.editing?.publishPipeCode ?? pipes[0]?.pipeCode);
  }, [open, pipes, props.dialog.editing?.publishPipeCode]);

  const submit = (v: PageWidgetDetail) => {
    const body = {
      name: v.name,
      code: v.code,
      publishPipeCode: v.publishPipeCode,
      template: v.template ?? '',
      path: v.path ?? '',
      remark: v.remark ?? null,
      contentStr: JSON.stringify(v.content ?? []),
    };
    return v.pageWidgetId
      ? pageWidgetApi.update(v.type, { pageWidgetId: v.pageWidgetId, ...body })
      : pageWidgetApi.add(v.type, { catalogId: v.catalogId ?? 0, type: v.type, ...body });
  };

  return (
    <CrudDialog<PageWidgetDetail>
      dialog={props.dialog}
      idKey="pageWidgetId"
      titles={[t('pageWidget.addTitle'), t('pageWidget.editTitle')]}
      submit={submit}
      onSaved={props.onSaved}
      width={980}
      labelWidth={110}
    >
      {(form) => (
        <>
          <DefaultPipe form={form} pipe={pipes[0]?.pipeCode} />
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
            <Form.Item field="type" label={t('pageWidget.type')} rules={[formRules.required()]}>
              <Select disabled={!!props.dialog.editing?.pageWidgetId}>
                {props.types.map((x) => (
                  <Select.Option key={x.id} value={x.id}>
                    {x.name}
                  </Select.Option>
                ))}
              </Select>
            </Form.Item>
            <Form.Item field="name" label={t('pageWidget.name')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              field="code"
              label={t('pageWidget.code')}
              rules={[formRules.required(), formRules.code()]}
              extra={t('pageWidget.codeTip')}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item field="publishPipeCode" label={t('pageWidget.pipe')} rules={[formRules.required()]}>
              <Select
                onChange={(v: string) => {
                  form.setFieldValue('template', undefined);
                  loadTemplates(v);
                }}
              >
                {pipes.map((p) => (
                  <Select.Option key={p.pipeCode} value={p.pipeCode}>
                    {p.pipeName}
                  </Select.Option>
                ))}
              </Select>
            </Form.Item>
            <Form.Item
              field="path"
              label={t('pageWidget.path')}
              rules={[formRules.required(), { match: PATH, message: t('pageWidget.pathRule') }]}
              extra={t('pageWidget.pathTip')}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item field="template" label={t('pageWidget.template')} rules={[formRules.required()]}>
              <AutoComplete data={templates} placeholder={t('pageWidget.templatePlaceholder')} />
            </Form.Item>
          </div>
          <Form.Item field="remark" label={t('pageWidget.remark')}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item shouldUpdate noStyle>
            {(values: Partial<PageWidgetDetail>) =>
              values.type === 'manual' ? (
                <Form.Item field="content" label={t('pageWidget.rows')}>
                  <ManualRowsEditor />
                </Form.Item>
              ) : null
            }
          </Form.Item>
        </>
      )}
    </CrudDialog>
  );
}

/** A new widget starts on the site's first pipe (the person may choose another). */
function DefaultPipe({ form, pipe }: { form: FormInstance; pipe?: string }) {
  useEffect(() => {
    if (pipe && !form.getFieldValue('publishPipeCode')) form.setFieldValue('publishPipeCode', pipe);
  }, [form, pipe]);
  return null;
}
