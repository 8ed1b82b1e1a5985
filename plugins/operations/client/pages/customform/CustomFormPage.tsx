import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, InputNumber, Radio, Select, Tag } from '@arco-design/web-react';
import { IconEdit, IconList } from '@arco-design/web-react/icon';
import { confirmAction, CrudDialog, CrudPage, fieldColumns, formRules, HasPermi, useEditDialog, useTableList } from '#kernel/client';
import { CUSTOM_FORM_LIMITS, CUSTOM_FORM_RULES, CUSTOM_FORM_STATUS } from '../../../shared/custom-form.ts';
import { PipeTemplateSelects } from './PipeTemplateSelects.tsx';
import {
  type CustomFormQuery,
  type CustomFormRow,
  CUSTOM_FORM_DATA_PERMS,
  customFormApi,
  customFormObject,
} from '../../api/customform-api.ts';

const STATUS_COLOR: Record<number, string> = { 0: 'gray', 10: 'green', 20: 'orange' };
const STATUS_KEY: Record<number, string> = { 0: 'draft', 10: 'published', 20: 'offline' };

/**
 * Interactive → Custom forms (menu 430649774219333): the current site's forms; a row's Fields opens the designer,
 * its Submissions the desk; Publish freezes the schema as a version, Offline stops the submissions.
 */
export default function CustomFormPage() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const list = useTableList(customFormObject, {});
  const dialog = useEditDialog<CustomFormRow>();
  const act = (ask: string, call: () => Promise<unknown>) =>
    void confirmAction(ask, call).then((ok) => {
      if (ok) void list.reload();
    });

  const columns = useMemo(() => {
    const code = (v: string) => <Tag color="arcoblue">{v}</Tag>;
    const status = (v: number) => <Tag color={STATUS_COLOR[v]}>{t(`customform.status.${STATUS_KEY[v] ?? 'draft'}`)}</Tag>;
    const rule = (v: string) => t(`customform.rules.${v}`);
    const yesNo = (v: string) => t(v === 'Y' ? 'customform.form.yes' : 'customform.form.no');
    return fieldColumns<CustomFormRow>(
      (f) => t(`customform.form.${f}`),
      [
        ['formId', 90],
        ['name', 160],
        ['code', { render: code }],
        ['status', { width: 100, render: status }],
        ['ruleLimit', { width: 110, render: rule }],
        ['dayLimit', 90],
        ['needCaptcha', { width: 90, render: yesNo }],
        ['publishedVersion', 90],
        ['createTime', 170],
      ],
    );
  }, [t]);

  return (
    <CrudPage<CustomFormRow, CustomFormQuery>
      page="operations/customform/index"
      object={customFormObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ needCaptcha: 'Y', needLogin: 'N', ruleLimit: 'IP', dayLimit: 5 })}
      onEdit={(r) => void dialog.openEdit(r)}
      actionsWidth={360}
      rowActions={(r) => (
        <>
          <HasPermi value="cms:customform:edit">
            <Button
              type="text"
              size="mini"
              icon={<IconEdit />}
              className="zx-customform-fields"
              onClick={() => navigate(`/operations/customform/fields?formId=${r.formId}`)}
            >
              {t('customform.form.fields')}
            </Button>
          </HasPermi>
          <HasPermi value={CUSTOM_FORM_DATA_PERMS.view}>
            <Button
              type="text"
              size="mini"
              icon={<IconList />}
              className="zx-customform-data"
              onClick={() => navigate(`/operations/customform/data?formId=${r.formId}`)}
            >
              {t('customform.form.data')}
            </Button>
          </HasPermi>
          <HasPermi value="cms:customform:edit">
            <Button
              type="text"
              size="mini"
              className="zx-customform-publish"
              onClick={() => act(t('customform.form.publishAsk', { name: r.name }), () => customFormApi.publish([r.formId]))}
            >
              {t('customform.form.publish')}
            </Button>
            {r.status === CUSTOM_FORM_STATUS.published && (
              <Button
                type="text"
                size="mini"
                status="warning"
                onClick={() => act(t('customform.form.offlineAsk', { name: r.name }), () => customFormApi.offline([r.formId]))}
              >
                {t('customform.form.offline')}
              </Button>
            )}
          </HasPermi>
        </>
      )}
      search={
        <>
          <Form.Item field="query" label={t('customform.form.query')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="status" label={t('customform.form.status')}>
            <Select allowClear style={{ width: 140 }}>
              {Object.entries(STATUS_KEY).map(([v, k]) => (
                <Select.Option key={v} value={Number(v)}>
                  {t(`customform.status.${k}`)}
                </Select.Option>
              ))}
            </Select>
          </Form.Item>
        </>
      }
    >
      <CrudDialog<CustomFormRow>
        dialog={dialog}
        idKey="formId"
        titles={[t('customform.form.addTitle'), t('customform.form.editTitle')]}
        submit={(v) => {
          const body = {
            name: v.name,
            code: v.code,
            needCaptcha: v.needCaptcha as 'Y' | 'N',
            needLogin: v.needLogin as 'Y' | 'N',
            ruleLimit: v.ruleLimit,
            dayLimit: Number(v.dayLimit ?? 0),
            // a pipe left empty writes the built-in form
            templates: Object.fromEntries(Object.entries(v.templates ?? {}).filter(([, tpl]) => tpl)),
            remark: v.remark ?? null,
          };
          return v.formId ? customFormApi.update({ formId: v.formId, ...body }) : customFormApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="name" label={t('customform.form.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={CUSTOM_FORM_LIMITS.name} />
        </Form.Item>
        <Form.Item
          field="code"
          label={t('customform.form.code')}
          rules={[formRules.required(), formRules.code(t('customform.form.codeRule'))]}
        >
          <Input maxLength={CUSTOM_FORM_LIMITS.code} />
        </Form.Item>
        <Form.Item field="needCaptcha" label={t('customform.form.needCaptcha')}>
          <Radio.Group
            options={['Y', 'N'].map((v) => ({ value: v, label: t(v === 'Y' ? 'customform.form.yes' : 'customform.form.no') }))}
          />
        </Form.Item>
        <Form.Item field="needLogin" label={t('customform.form.needLogin')}>
          <Radio.Group
            options={['Y', 'N'].map((v) => ({ value: v, label: t(v === 'Y' ? 'customform.form.yes' : 'customform.form.no') }))}
          />
        </Form.Item>
        <Form.Item field="ruleLimit" label={t('customform.form.ruleLimit')}>
          <Radio.Group options={CUSTOM_FORM_RULES.map((v) => ({ value: v, label: t(`customform.rules.${v}`) }))} />
        </Form.Item>
        <Form.Item field="dayLimit" label={t('customform.form.dayLimit')} extra={t('customform.form.dayLimitHelp')}>
          <InputNumber min={0} max={CUSTOM_FORM_LIMITS.dayLimit} style={{ width: 160 }} />
        </Form.Item>
        <PipeTemplateSelects />
        <Form.Item field="remark" label={t('customform.form.remark')}>
          <Input.TextArea maxLength={CUSTOM_FORM_LIMITS.remark} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
