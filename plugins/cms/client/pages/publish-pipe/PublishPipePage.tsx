import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio, Tag } from '@arco-design/web-react';
import { CrudDialog, CrudPage, formRules, useEditDialog, useTableList, fieldColumns } from '#kernel/client';
import { type PublishPipe, type PublishPipeQuery, pipeApi, pipeObject } from '../../api/publish-pipe-api.ts';

/** CMS → Publish pipes (发布通道) of the current site: list, add/edit dialog (the code fixed once made), delete. */
export default function PublishPipePage() {
  const { t } = useTranslation('cms');
  const list = useTableList(pipeObject, {});
  const dialog = useEditDialog(pipeObject);

  const columns = useMemo(() => {
    const state = (v: string) => (
      <Tag color={v === '0' ? 'green' : 'gray'}>{v === '0' ? t('publishPipe.enabled') : t('publishPipe.disabled')}</Tag>
    );
    return fieldColumns<PublishPipe>(
      (f) => t(`publishPipe.${f}`),
      [
        'name',
        ['code', { render: (v: string) => <Tag color="arcoblue">{v}</Tag> }],
        ['state', { width: 110, render: state }],
        ['sort', 90],
        ['remark', { ellipsis: true }],
        ['createTime', 170],
      ],
    );
  }, [t]);

  return (
    <CrudPage<PublishPipe, PublishPipeQuery>
      page="cms/contentcore/publishPipe"
      object={pipeObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ state: '0', sort: (list.total || 0) + 1 })}
      onEdit={(r) => void dialog.openEdit(r.publishpipeId)}
      search={
        <>
          <Form.Item field="name" label={t('publishPipe.query')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="state" label={t('publishPipe.state')}>
            <Radio.Group type="button">
              <Radio value="0">{t('publishPipe.enabled')}</Radio>
              <Radio value="1">{t('publishPipe.disabled')}</Radio>
            </Radio.Group>
          </Form.Item>
        </>
      }
    >
      <CrudDialog<PublishPipe>
        dialog={dialog}
        idKey="publishpipeId"
        titles={[t('publishPipe.addTitle'), t('publishPipe.editTitle')]}
        submit={(v) => {
          const body = { name: v.name, code: v.code, state: v.state, sort: Number(v.sort ?? 0), remark: v.remark ?? null };
          return v.publishpipeId ? pipeApi.update({ publishpipeId: v.publishpipeId, ...body }) : pipeApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="name" label={t('publishPipe.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          field="code"
          label={t('publishPipe.code')}
          extra={dialog.editing?.publishpipeId ? t('publishPipe.codeFixed') : undefined}
          rules={[formRules.required(), formRules.code(t('publishPipe.codeRule'))]}
        >
          <Input maxLength={20} disabled={!!dialog.editing?.publishpipeId} />
        </Form.Item>
        <Form.Item field="state" label={t('publishPipe.state')} rules={[formRules.required()]}>
          <Radio.Group>
            <Radio value="0">{t('publishPipe.enabled')}</Radio>
            <Radio value="1">{t('publishPipe.disabled')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item field="sort" label={t('publishPipe.sort')} rules={[formRules.required()]}>
          <InputNumber min={0} max={9999} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="remark" label={t('publishPipe.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
