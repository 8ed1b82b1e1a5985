import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete, Form, type FormInstance, Input, Select } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { type PageWidgetDetail, type PageWidgetType, widgetTemplateNames } from '../../api/page-widget-api.ts';
import { pipeApi } from '../../api/publish-pipe-api.ts';
import { ManualRowsEditor } from './ManualRowsEditor.tsx';
import { PAGE_WIDGET_PATH_PATTERN } from '../../../shared/page-widget.ts';

const PATH = new RegExp(PAGE_WIDGET_PATH_PATTERN);

/**
 * A widget's fields inside an Arco form (the add/edit dialog and the manual block editor page): its basic
 * fields, a new one on the site's first pipe, and for a manual block its rows of items.
 */
export function PageWidgetFields(props: { form: FormInstance; types: { id: PageWidgetType; name: string }[]; saved: boolean }) {
  const { t } = useTranslation('cms');
  const [pipes, setPipes] = useState<{ pipeCode: string; pipeName: string }[]>([]);
  const [templates, setTemplates] = useState<string[]>([]);
  const pipe: string | undefined = Form.useWatch('publishPipeCode', props.form);
  useEffect(() => {
    void pipeApi.options().then((r) => setPipes(r.rows));
  }, []);
  useEffect(() => {
    if (pipes[0] && !props.form.getFieldValue('publishPipeCode')) props.form.setFieldValue('publishPipeCode', pipes[0].pipeCode);
  }, [props.form, pipes]);
  useEffect(() => {
    if (pipe) void widgetTemplateNames(pipe).then(setTemplates);
  }, [pipe]);

  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <Form.Item field="type" label={t('pageWidget.type')} rules={[formRules.required()]}>
          <Select disabled={props.saved}>
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
          <Select onChange={() => props.form.setFieldValue('template', undefined)}>
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
  );
}

/** The body of a widget's add (with its catalog and type) or edit call (v1.4.3 form: the rows as `contentStr`). */
export function pageWidgetBody(v: PageWidgetDetail) {
  return {
    name: v.name,
    code: v.code,
    publishPipeCode: v.publishPipeCode,
    template: v.template ?? '',
    path: v.path ?? '',
    remark: v.remark ?? null,
    contentStr: JSON.stringify(v.content ?? []),
  };
}
