import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Select } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import {
  CrudDialog,
  CrudPage,
  formRules,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
  dictColumn,
  SearchInput,
} from '#kernel/client';
import { i18nObject, i18nApi, type I18nEntry, type I18nQuery } from '../../api/i18n-api.ts';
import { I18nBatchDialog } from './I18nBatchDialog.tsx';

type Row = Required<I18nEntry>;

/** System → I18n (国际化管理): translations that override the shipped texts (menus, dict labels, config names). */
export default function I18nPage() {
  const { t } = useTranslation('system');
  const list = useTableList(i18nObject, {});
  const dialog = useEditDialog(i18nObject);
  const { I18nDictType } = useDict('I18nDictType');
  const [batchKey, setBatchKey] = useState<string | null>(null);
  const canEdit = useHasPermi('system:i18ndict:edit');
  const langOptions = I18nDictType.map((d) => ({ label: d.label, value: d.value }));
  const closeBatch = useCallback(() => setBatchKey(null), []);

  const columns = useMemo<CrudColumn<Row>[]>(
    () => [
      { key: 'dictId', dataIndex: 'dictId', title: t('fields.dictId'), width: 100 },
      dictColumn('langTag', t('fields.langTag'), I18nDictType, 130),
      { key: 'langKey', dataIndex: 'langKey', title: t('fields.langKey'), ellipsis: true },
      { key: 'langValue', dataIndex: 'langValue', title: t('fields.langValue'), ellipsis: true },
    ],
    [t, I18nDictType],
  );

  return (
    <CrudPage<Row, I18nQuery>
      page="system/i18n/index"
      object={i18nObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ langTag: I18nDictType[0]?.value })}
      onEdit={(r) => void dialog.openEdit(r.dictId)}
      actionsWidth={260}
      rowActions={(r) =>
        canEdit && (
          <Button type="text" size="mini" icon={<IconLanguage />} onClick={() => setBatchKey(r.langKey)}>
            {t('i18n.batchEdit')}
          </Button>
        )
      }
      search={
        <>
          <Form.Item field="langTag" label={t('fields.langTag')}>
            <Select allowClear placeholder={t('i18n.tagPlaceholder')} style={{ width: 140 }} options={langOptions} />
          </Form.Item>
          <SearchInput field="langKey" label={t('fields.langKey')} placeholder={t('i18n.keyPlaceholder')} width={220} />
          <SearchInput field="langValue" label={t('fields.langValue')} placeholder={t('i18n.valuePlaceholder')} width={180} />
        </>
      }
    >
      <CrudDialog<Row>
        dialog={dialog}
        idKey="dictId"
        titles={[t('i18n.addTitle'), t('i18n.editTitle')]}
        submit={(v) => (v.dictId ? i18nApi.update(v) : i18nApi.add(v))}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="langTag" label={t('fields.langTag')} rules={[formRules.required()]}>
          <Select options={langOptions} placeholder={t('i18n.tagPlaceholder')} />
        </Form.Item>
        <Form.Item field="langKey" label={t('fields.langKey')} rules={[formRules.required(), formRules.blank(), formRules.length(1, 200)]}>
          <Input maxLength={200} placeholder={t('i18n.keyPlaceholder')} />
        </Form.Item>
        <Form.Item field="langValue" label={t('fields.langValue')} rules={[formRules.required(), formRules.blank()]}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('i18n.valuePlaceholder')} />
        </Form.Item>
      </CrudDialog>
      <I18nBatchDialog
        langKey={batchKey}
        languages={I18nDictType}
        onClose={closeBatch}
        onSaved={() => {
          setBatchKey(null);
          void list.reload();
        }}
      />
    </CrudPage>
  );
}
