import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio } from '@arco-design/web-react';
import {
  type CrudColumn,
  CrudDialog,
  CrudPage,
  dictColumn,
  formRules,
  SearchInput,
  SearchSelect,
  useDict,
  useEditDialog,
  useTableList,
} from '#kernel/client';
import { postObject, postApi, type Post, type PostQuery } from '../../api/post-api.ts';

/** System → Posts (岗位管理): search, paged table, add/edit dialog, delete, export. */
export default function PostPage() {
  const { t } = useTranslation('system');
  const list = useTableList(postObject, {});
  const dialog = useEditDialog(postObject);
  const { EnableOrDisable: status } = useDict('EnableOrDisable');
  const statusOptions = status?.map((d) => ({ label: d.label, value: d.value }));

  const columns = useMemo<CrudColumn<Post>[]>(
    () => [
      { key: 'postId', dataIndex: 'postId', title: t('fields.postId'), width: 100 },
      { key: 'postCode', dataIndex: 'postCode', title: t('fields.postCode') },
      { key: 'postName', dataIndex: 'postName', title: t('fields.postName') },
      { key: 'postSort', dataIndex: 'postSort', title: t('fields.postSort'), width: 110 },
      dictColumn('status', t('fields.status'), status, 110),
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, status],
  );

  return (
    <CrudPage<Post, PostQuery>
      page="system/post/index"
      object={postObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ postSort: 0, status: '0' })}
      onEdit={(r) => void dialog.openEdit(r.postId)}
      search={
        <>
          <SearchInput field="postCode" label={t('fields.postCode')} placeholder={t('post.codePlaceholder')} width={180} />
          <SearchInput field="postName" label={t('fields.postName')} placeholder={t('post.namePlaceholder')} width={180} />
          <SearchSelect field="status" label={t('fields.status')} placeholder={t('post.statusPlaceholder')} width={140} options={status} />
        </>
      }
    >
      <CrudDialog<Post>
        dialog={dialog}
        idKey="postId"
        titles={[t('post.addTitle'), t('post.editTitle')]}
        submit={(v) => (v.postId ? postApi.update(v) : postApi.add(v))}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="postName" label={t('fields.postName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={50} placeholder={t('post.namePlaceholder')} />
        </Form.Item>
        <Form.Item field="postCode" label={t('fields.postCode')} rules={[formRules.required(), formRules.code()]}>
          <Input maxLength={64} placeholder={t('post.codePlaceholder')} />
        </Form.Item>
        <Form.Item field="postSort" label={t('fields.postSort')} rules={[formRules.required()]}>
          <InputNumber min={0} max={99999} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
        <Form.Item field="remark" label={t('fields.remark')}>
          <Input.TextArea maxLength={500} placeholder={t('post.remarkPlaceholder')} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
