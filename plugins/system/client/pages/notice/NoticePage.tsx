import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Select } from '@arco-design/web-react';
import {
  CrudDialog,
  CrudPage,
  DictTag,
  RichTextEditor,
  StatusSwitch,
  formRules,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
  dictColumn,
  SearchInput,
} from '#kernel/client';
import { noticeObject, noticeApi, type Notice, type NoticeQuery } from '../../api/notice-api.ts';

/** System → Notices (通知公告): title, type, status and rich-text content (sanitised by the server). */
export default function NoticePage() {
  const { t } = useTranslation('system');
  const list = useTableList(noticeObject, {});
  const dialog = useEditDialog(noticeObject);
  const { NoticeType, NoticeStatus } = useDict('NoticeType', 'NoticeStatus');
  const canEdit = useHasPermi('system:notice:edit');
  const typeOptions = NoticeType.map((d) => ({ label: d.label, value: d.value }));

  const columns = useMemo<CrudColumn<Notice>[]>(
    () => [
      { key: 'noticeId', dataIndex: 'noticeId', title: t('fields.noticeId'), width: 100 },
      { key: 'noticeTitle', dataIndex: 'noticeTitle', title: t('fields.noticeTitle'), ellipsis: true },
      dictColumn('noticeType', t('fields.noticeType'), NoticeType, 120),
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string, r: Notice) =>
          canEdit ? (
            <StatusSwitch
              status={v}
              name={r.noticeTitle}
              onChange={(next) => noticeApi.changeStatus(r.noticeId, next, r.version).finally(() => void list.reload())}
            />
          ) : (
            <DictTag options={NoticeStatus} value={v} />
          ),
      },
      { key: 'createBy', dataIndex: 'createBy', title: t('fields.createBy'), width: 120 },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, NoticeType, NoticeStatus, canEdit],
  );

  return (
    <CrudPage<Notice, NoticeQuery>
      page="system/notice/index"
      object={noticeObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ status: '0', noticeType: NoticeType[0]?.value })}
      onEdit={(r) => void dialog.openEdit(r.noticeId)}
      search={
        <>
          <SearchInput field="noticeTitle" label={t('fields.noticeTitle')} placeholder={t('notice.titlePlaceholder')} width={180} />
          <SearchInput field="createBy" label={t('fields.createBy')} placeholder={t('notice.createByPlaceholder')} />
          <Form.Item field="noticeType" label={t('fields.noticeType')}>
            <Select allowClear placeholder={t('notice.typePlaceholder')} style={{ width: 140 }} options={typeOptions} />
          </Form.Item>
        </>
      }
    >
      <CrudDialog<Notice>
        dialog={dialog}
        idKey="noticeId"
        titles={[t('notice.addTitle'), t('notice.editTitle')]}
        submit={(v) => (v.noticeId ? noticeApi.update(v) : noticeApi.add(v))}
        onSaved={() => void list.reload()}
        width={860}
      >
        <Form.Item field="noticeTitle" label={t('fields.noticeTitle')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} placeholder={t('notice.titlePlaceholder')} />
        </Form.Item>
        <Form.Item field="noticeType" label={t('fields.noticeType')} rules={[formRules.required()]}>
          <Select placeholder={t('notice.typePlaceholder')} style={{ width: 200 }} options={typeOptions} />
        </Form.Item>
        <Form.Item field="status" label={t('fields.status')}>
          <Radio.Group options={NoticeStatus.map((d) => ({ label: d.label, value: d.value }))} />
        </Form.Item>
        <Form.Item field="noticeContent" label={t('fields.noticeContent')}>
          <RichTextEditor minHeight={220} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
