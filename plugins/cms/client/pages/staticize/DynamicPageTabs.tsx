import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Form, Input, Link, Space, Table, Tag } from '@arco-design/web-react';
import { CrudPage, type CrudColumn, formRules, useEditDialog, useTableList, SearchInput } from '#kernel/client';
import { DYNAMIC_PATH_PATTERN } from '../../../shared/dynamic-page.ts';
import {
  type DynamicPage,
  type DynamicPageQuery,
  type DynamicPageType,
  dynamicPageApi,
  dynamicPageObject,
} from '../../api/dynamic-page-api.ts';
import { pipeApi } from '../../api/publish-pipe-api.ts';

/** The pipes' public URLs of a dynamic page, as links that open in a new tab. */
function PipeLinks({ links }: { links?: Record<string, string> }) {
  const { t } = useTranslation('cms');
  return (
    <Space wrap>
      {Object.entries(links ?? {}).map(([pipe, url]) => (
        <Link key={pipe} href={url} target="_blank" rel="noopener noreferrer" className="zx-dynamic-link" data-pipe={pipe}>
          {t('dynamic.open')} {pipe}
        </Link>
      ))}
    </Space>
  );
}

/** Directives → Dynamic pages: the built-in types with their request path, template prop and each pipe's URL. */
export function DynamicTypeList() {
  const { t } = useTranslation('cms');
  const [rows, setRows] = useState<DynamicPageType[]>([]);
  useEffect(() => void dynamicPageApi.types().then(setRows, () => setRows([])), []);
  return (
    <Table<DynamicPageType>
      rowKey="type"
      data={rows}
      pagination={false}
      className="zx-dynamic-types"
      columns={[
        { title: t('dynamic.typeName'), dataIndex: 'type', width: 120, render: (v: string) => <Tag color="arcoblue">{v}</Tag> },
        { title: t('dynamic.name'), dataIndex: 'name', width: 120 },
        { title: t('dynamic.desc'), dataIndex: 'desc' },
        { title: t('dynamic.requestPath'), dataIndex: 'requestPath', width: 140 },
        { title: t('dynamic.publishPipeKey'), dataIndex: 'publishPipeKey', width: 160 },
        { title: t('dynamic.links'), width: 200, render: (_: unknown, r) => <PipeLinks links={r.links} /> },
      ]}
    />
  );
}

/** Directives → Custom dynamic pages of the current site: name, code, path, initial data and a template per pipe. */
export function CustomDynamicPages() {
  const { t } = useTranslation('cms');
  const list = useTableList(dynamicPageObject, {});
  const dialog = useEditDialog(dynamicPageObject);
  const [pipes, setPipes] = useState<{ pipeCode: string; pipeName: string }[]>([]);
  const [initTypes, setInitTypes] = useState<{ type: string; name: string }[]>([]);
  useEffect(() => {
    void pipeApi.options().then(
      (r) => setPipes(r.rows),
      () => setPipes([]),
    );
    void dynamicPageApi.initDataTypes().then(setInitTypes, () => setInitTypes([]));
  }, []);
  const columns = useMemo<CrudColumn<DynamicPage>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('dynamic.name') },
      { key: 'code', dataIndex: 'code', title: t('dynamic.code'), width: 140 },
      { key: 'path', dataIndex: 'path', title: t('dynamic.path'), width: 200 },
      {
        key: 'templates',
        title: t('dynamic.templates'),
        render: (_: unknown, r) =>
          Object.entries(r.templates ?? {})
            .map(([p, tpl]) => `${p}: ${tpl}`)
            .join('；'),
      },
      { key: 'links', title: t('dynamic.links'), width: 180, render: (_: unknown, r) => <PipeLinks links={r.links} /> },
      { key: 'createTime', dataIndex: 'createTime', title: t('site.createTime'), width: 170 },
    ],
    [t],
  );
  return (
    <CrudPage<DynamicPage, DynamicPageQuery>
      page="cms/staticize/customDynamic"
      object={dynamicPageObject}
      list={list}
      columns={columns}
      search={<SearchInput field="query" label={t('dynamic.query')} width={200} />}
      editor={{
        dialog,
        titles: [t('dynamic.addTitle'), t('dynamic.editTitle')],
        save: (v) => {
          const { links: _l, createBy: _c, createTime: _ct, updateTime: _u, siteId: _s, ...body } = v;
          return v.pageId ? dynamicPageApi.update(body) : dynamicPageApi.add(body);
        },
        defaults: { initDataTypes: [], templates: {} },
        fields: (
          <>
            <Form.Item field="name" label={t('dynamic.name')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item field="code" label={t('dynamic.code')} rules={[formRules.required(), formRules.code(t('dynamic.codeRule'))]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item
              field="path"
              label={t('dynamic.path')}
              extra={t('dynamic.pathRule')}
              rules={[formRules.required(), { match: new RegExp(DYNAMIC_PATH_PATTERN), message: t('dynamic.pathRule') }]}
            >
              <Input maxLength={255} placeholder="activity/signup" />
            </Form.Item>
            <Form.Item field="description" label={t('dynamic.description')}>
              <Input.TextArea maxLength={500} />
            </Form.Item>
            <Form.Item field="initDataTypes" label={t('dynamic.initDataTypes')}>
              <Checkbox.Group options={initTypes.map((x) => ({ value: x.type, label: x.name }))} />
            </Form.Item>
            {pipes.map((p) => (
              <Form.Item key={p.pipeCode} field={`templates.${p.pipeCode}`} label={t('dynamic.template', { pipe: p.pipeName })}>
                <Input maxLength={200} placeholder="dynamic_page" />
              </Form.Item>
            ))}
          </>
        ),
      }}
    />
  );
}
