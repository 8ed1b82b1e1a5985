import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Form, Input, Radio, Select } from '@arco-design/web-react';
import {
  CrudPage,
  DictTag,
  StatusSwitch,
  formRules,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
  dictColumn,
  SearchInput,
  SearchDateRange,
} from '#kernel/client';
import { dictApi, dictTypeObject, type DictType, type DictTypeQuery } from '../../api/dict-api.ts';
import { FixedHint } from '../FixedHint.tsx';

/** System → Dictionaries (字典管理): dictionary types; a type's values open on the dict-data page. */
export default function DictTypePage() {
  const { t } = useTranslation('system');
  const list = useTableList(dictTypeObject, {});
  const dialog = useEditDialog(dictTypeObject);
  const { EnableOrDisable, YesOrNo } = useDict('EnableOrDisable', 'YesOrNo');
  const canEdit = useHasPermi('system:dict:edit');
  const fixedEditing = dialog.editing?.fixed === 'Y';
  const statusOptions = EnableOrDisable.map((d) => ({ label: d.label, value: d.value }));

  const columns = useMemo<CrudColumn<DictType>[]>(
    () => [
      { key: 'dictId', dataIndex: 'dictId', title: t('fields.dictId'), width: 100 },
      { key: 'dictName', dataIndex: 'dictName', title: t('fields.dictName') },
      {
        key: 'dictType',
        dataIndex: 'dictType',
        title: t('fields.dictType'),
        render: (v: string, r: DictType) => (
          <Link
            to={`/system/dict-data/index/${r.dictId}`}
            className="zx-dict-type-link"
            style={{ color: 'rgb(var(--primary-6))', textDecoration: 'none' }}
          >
            {v}
          </Link>
        ),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string, r: DictType) =>
          canEdit && r.fixed !== 'Y' ? (
            <StatusSwitch
              status={v}
              name={r.dictName}
              onChange={(next) => dictApi.changeTypeStatus(r.dictId, next, r.version).finally(() => void list.reload())}
            />
          ) : (
            <DictTag options={EnableOrDisable} value={v} />
          ),
      },
      dictColumn('fixed', t('fields.fixed'), YesOrNo, 100),
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, EnableOrDisable, YesOrNo, canEdit],
  );

  return (
    <CrudPage<DictType, DictTypeQuery>
      page="system/dict/index"
      object={dictTypeObject}
      list={list}
      columns={columns}
      search={
        <>
          <SearchInput field="dictName" label={t('fields.dictName')} placeholder={t('dict.namePlaceholder')} width={180} />
          <SearchInput field="dictType" label={t('fields.dictType')} placeholder={t('dict.typePlaceholder')} width={180} />
          <Form.Item field="status" label={t('fields.status')}>
            <Select allowClear placeholder={t('dict.statusPlaceholder')} style={{ width: 130 }} options={statusOptions} />
          </Form.Item>
          <SearchDateRange field="dateRange" label={t('fields.createTime')} />
        </>
      }
      editor={{
        dialog,
        titles: [t('dict.addTitle'), t('dict.editTitle')],
        defaults: { status: '0' },
        fields: (
          <>
            <FixedHint fixed={fixedEditing} text={t('dict.fixedHint')} />
            <Form.Item field="dictName" label={t('fields.dictName')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} placeholder={t('dict.namePlaceholder')} />
            </Form.Item>
            <Form.Item field="dictType" label={t('fields.dictType')} rules={[formRules.required(), formRules.code()]}>
              <Input maxLength={100} disabled={fixedEditing} placeholder={t('dict.typePlaceholder')} />
            </Form.Item>
            <Form.Item field="status" label={t('fields.status')}>
              <Radio.Group disabled={fixedEditing} options={statusOptions} />
            </Form.Item>
            <Form.Item field="remark" label={t('fields.remark')}>
              <Input.TextArea maxLength={500} placeholder={t('dict.remarkPlaceholder')} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
