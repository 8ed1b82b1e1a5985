import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, Message, Select, Tag } from '@arco-design/web-react';
import { IconDelete, IconEdit } from '@arco-design/web-react/icon';
import { CrudPage, FormDialog, HasPermi, formRules, useTableList, type CrudColumn } from '#kernel/client';
import { DEFAULT_TEMPLATE_SUFFIX, TEMPLATE_NAME } from '../../../shared/template.ts';
import { type Template, type TemplateQuery, templateApi, templateObject } from '../../api/template-api.ts';
import { pipeApi } from '../../api/publish-pipe-api.ts';

/** accepts a name with or without the suffix (the server adds it); the suffix shown is the default one */
const nameRule = (msg: string) => ({
  validator: (v: string | undefined, cb: (e?: string) => void) => {
    const s = (v ?? '').trim();
    cb(TEMPLATE_NAME.test(s.endsWith(DEFAULT_TEMPLATE_SUFFIX) ? s.slice(0, -DEFAULT_TEMPLATE_SUFFIX.length) : s) ? undefined : msg);
  },
});

/** CMS → Templates (模板管理) of the current site: pipe filter, add, rename, delete, caches, and the editor route. */
export default function TemplatePage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const list = useTableList(templateObject, {});
  const [pipes, setPipes] = useState<{ pipeCode: string; pipeName: string }[]>([]);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Template | null>(null);
  useEffect(
    () =>
      void pipeApi.options().then(
        (r) => setPipes(r.rows),
        () => {},
      ),
    [],
  );
  const pipeName = (code: string) => pipes.find((p) => p.pipeCode === code)?.pipeName ?? code;
  const rule = t('template.nameRule', { suffix: DEFAULT_TEMPLATE_SUFFIX });

  const columns = useMemo<CrudColumn<Template>[]>(
    () => [
      { key: 'path', dataIndex: 'path', title: t('template.path'), render: (v: string) => <code className="zx-template-path">{v}</code> },
      {
        key: 'publishPipeCode',
        dataIndex: 'publishPipeCode',
        title: t('template.pipe'),
        width: 130,
        render: (v: string) => <Tag color="arcoblue">{pipeName(v)}</Tag>,
      },
      { key: 'filesizeName', dataIndex: 'filesizeName', title: t('template.size'), width: 100 },
      { key: 'modifyTime', dataIndex: 'modifyTime', title: t('template.modifyTime'), width: 170 },
      { key: 'remark', dataIndex: 'remark', title: t('template.remark'), ellipsis: true },
    ],
    // biome-ignore lint/correctness/useExhaustiveDependencies: pipe names follow the loaded pipes
    [t, pipes],
  );

  const clearIncludes = async () => {
    if (!list.selectedKeys.length) return void Message.warning(t('template.selectFirst'));
    const r = await templateApi.clearIncludeCache(list.selectedKeys as number[]);
    Message.success(t('template.cacheCleared', { count: r.cleared }));
  };
  const clearTemplates = async () => {
    const r = await templateApi.clearTemplateCache();
    Message.success(t('template.cacheCleared', { count: r.cleared }));
  };

  return (
    <CrudPage<Template, TemplateQuery>
      page="cms/contentcore/template"
      object={templateObject}
      list={list}
      columns={columns}
      onAdd={() => setAdding(true)}
      onEdit={(r) => navigate(`/cms/template/editor?id=${r.templateId}`)}
      actionsWidth={240}
      rowActions={(r) => (
        <HasPermi value="cms:template:edit">
          <Button type="text" size="mini" icon={<IconEdit />} className="zx-template-rename" onClick={() => setRenaming(r)}>
            {t('template.rename')}
          </Button>
        </HasPermi>
      )}
      toolbar={
        <HasPermi value="cms:template:edit">
          <Button icon={<IconDelete />} onClick={() => void clearIncludes()}>
            {t('template.clearIncludeCache')}
          </Button>
          <Button icon={<IconDelete />} onClick={() => void clearTemplates()}>
            {t('template.clearTemplateCache')}
          </Button>
        </HasPermi>
      }
      search={
        <>
          <Form.Item field="publishPipeCode" label={t('template.pipe')}>
            <Select
              allowClear
              placeholder={t('template.allPipes')}
              style={{ width: 160 }}
              options={pipes.map((p) => ({ value: p.pipeCode, label: p.pipeName }))}
            />
          </Form.Item>
          <Form.Item field="filename" label={t('template.filename')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        </>
      }
    >
      <FormDialog<{ publishPipeCode: string; path: string; remark?: string }>
        title={t('template.addTitle')}
        visible={adding}
        initialValues={{ publishPipeCode: pipes[0]?.pipeCode }}
        onCancel={() => setAdding(false)}
        onSubmit={(v) => templateApi.add({ publishPipeCode: v.publishPipeCode, path: v.path.trim(), remark: v.remark ?? null })}
        onDone={() => {
          setAdding(false);
          void list.reload();
        }}
      >
        <Form.Item field="publishPipeCode" label={t('template.pipe')} rules={[formRules.required()]}>
          <Select options={pipes.map((p) => ({ value: p.pipeCode, label: p.pipeName }))} />
        </Form.Item>
        <Form.Item field="path" label={t('template.name')} extra={rule} rules={[formRules.required(), nameRule(rule)]}>
          <Input maxLength={200} addAfter={DEFAULT_TEMPLATE_SUFFIX} />
        </Form.Item>
        <Form.Item field="remark" label={t('template.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </FormDialog>
      <FormDialog<{ path: string; remark?: string | null }>
        title={t('template.renameTitle')}
        visible={!!renaming}
        initialValues={renaming ? { path: renaming.path, remark: renaming.remark } : undefined}
        onCancel={() => setRenaming(null)}
        onSubmit={(v) => templateApi.rename({ templateId: renaming!.templateId, path: v.path.trim(), remark: v.remark ?? null })}
        onDone={() => {
          setRenaming(null);
          void list.reload();
        }}
      >
        <Form.Item field="path" label={t('template.name')} extra={rule} rules={[formRules.required(), nameRule(rule)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item field="remark" label={t('template.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </FormDialog>
    </CrudPage>
  );
}
