import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Form, Image, Input, Select, Space, Tag } from '@arco-design/web-react';
import { IconEye, IconUpload } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, formRules, HasPermi, useEditDialog, useTableList, type CrudColumn, SearchInput } from '#kernel/client';
import { type Resource, type ResourceQuery, resourceApi, resourceObject } from '../../api/resource-api.ts';
import { ResourceDetail } from './ResourceDetail.tsx';
import { ResourceUploadDialog } from './ResourceUploadDialog.tsx';
import { useResourceTypes } from './use-resource-types.ts';

type Search = { name?: string; resourceType?: string; tag?: string; range?: string[] };

/** CMS → Resources of the current site: filters, thumbnails, upload or remote link, edit name and tags, detail with usage, delete. */
export default function ResourcePage() {
  const { t } = useTranslation('cms');
  const list = useTableList(resourceObject, {});
  const dialog = useEditDialog(resourceObject);
  const types = useResourceTypes();
  const [uploading, setUploading] = useState(false);
  const [detail, setDetail] = useState<Resource | null>(null);

  const columns = useMemo<CrudColumn<Resource>[]>(
    () => [
      {
        key: 'thumbnail',
        title: t('resource.thumbnail'),
        width: 90,
        render: (_: unknown, r) =>
          r.thumbnailSrc ? (
            <Image src={r.thumbnailSrc} width={56} height={56} style={{ objectFit: 'cover' }} previewProps={{ src: r.src }} alt={r.name} />
          ) : (
            <Tag>{r.suffix.toUpperCase()}</Tag>
          ),
      },
      { key: 'name', dataIndex: 'name', title: t('resource.name'), ellipsis: true },
      {
        key: 'resourceType',
        dataIndex: 'resourceType',
        title: t('resource.type'),
        width: 100,
        render: (v: string) => types.find((x) => x.id === v)?.name ?? v,
      },
      {
        key: 'storageType',
        dataIndex: 'storageType',
        title: t('resource.storage'),
        width: 110,
        render: (v: string) => t(`resource.storages.${v}`),
      },
      { key: 'size', dataIndex: 'fileSizeName', title: t('resource.size'), width: 100 },
      {
        key: 'tags',
        dataIndex: 'tags',
        title: t('resource.tags'),
        render: (v: string[]) => (
          <Space wrap size={4}>
            {v.map((x) => (
              <Tag key={x} size="small" color="arcoblue">
                {x}
              </Tag>
            ))}
          </Space>
        ),
      },
      { key: 'createBy', dataIndex: 'createBy', title: t('resource.createBy'), width: 110 },
      { key: 'createTime', dataIndex: 'createTime', title: t('site.createTime'), width: 170 },
    ],
    [t, types],
  );

  return (
    <CrudPage<Resource, ResourceQuery>
      page="cms/contentcore/resource"
      object={resourceObject}
      list={list}
      columns={columns}
      onEdit={(r) => dialog.openEdit(r.resourceId)}
      actionsWidth={220}
      rowActions={(r) => (
        <Button type="text" size="mini" icon={<IconEye />} onClick={() => void resourceApi.get(r.resourceId).then(setDetail)}>
          {t('resource.detail')}
        </Button>
      )}
      toolbar={
        <HasPermi value="cms:resource:add">
          <Button type="primary" icon={<IconUpload />} onClick={() => setUploading(true)}>
            {t('resource.upload')}
          </Button>
        </HasPermi>
      }
      searchMap={(v) => {
        const s = v as Search;
        return {
          name: s.name,
          resourceType: s.resourceType as ResourceQuery['resourceType'],
          tag: s.tag,
          beginTime: s.range?.[0],
          endTime: s.range?.[1],
        };
      }}
      search={
        <>
          <SearchInput field="name" label={t('resource.name')} placeholder={t('resource.namePlaceholder')} width={180} />
          <Form.Item field="resourceType" label={t('resource.type')}>
            <Select allowClear style={{ width: 130 }} options={types.map((x) => ({ value: x.id, label: x.name }))} />
          </Form.Item>
          <Form.Item field="tag" label={t('resource.tag')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item field="range" label={t('resource.uploadTime')}>
            <DatePicker.RangePicker style={{ width: 250 }} format="YYYY-MM-DD" />
          </Form.Item>
        </>
      }
    >
      <ResourceUploadDialog visible={uploading} types={types} onClose={() => setUploading(false)} onDone={() => void list.reload()} />
      <ResourceDetail resource={detail} onClose={() => setDetail(null)} />
      <CrudDialog<Resource>
        dialog={dialog}
        idKey="resourceId"
        titles={[t('resource.editTitle'), t('resource.editTitle')]}
        submit={(v) => resourceApi.update({ resourceId: v.resourceId, name: v.name, tags: v.tags, remark: v.remark })}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="name" label={t('resource.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item field="tags" label={t('resource.tags')}>
          <Select mode="multiple" allowCreate maxTagCount={10} placeholder={t('resource.tagsPlaceholder')} />
        </Form.Item>
        <Form.Item field="remark" label={t('resource.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
