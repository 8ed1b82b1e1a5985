import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Form, Select, Tag } from '@arco-design/web-react';
import {
  CrudDialog,
  CrudPage,
  DictTag,
  StatusSwitch,
  clearDictCache,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
  dictColumn,
  SearchInput,
} from '#kernel/client';
import { dictDataObject, dictApi, type DictData as DictDataRow, type DictDataQuery, type DictType } from '../../api/dict-api.ts';
import { DictDataFormFields } from './DictDataFormFields.tsx';
import { ListClassTag } from './ListClassTag.tsx';

/** System → Dictionaries → data of one type (`/system/dict-data/index/:dictId`). */
export default function DictDataPage() {
  const { dictId } = useParams();
  // the route pattern is digits only (SPEC §2); react-router cannot say so, the page does
  if (!dictId || !/^\d+$/.test(dictId)) return <Navigate to="/404" replace />;
  return <DictData dictId={Number(dictId)} key={dictId} />;
}

function DictData({ dictId }: { dictId: number }) {
  const { t } = useTranslation('system');
  const [type, setType] = useState<DictType | null>(null);
  const [types, setTypes] = useState<Pick<DictType, 'dictId' | 'dictType' | 'dictName'>[]>([]);
  const list = useTableList(dictDataObject, {}, { auto: false });
  const dicts = useDict('EnableOrDisable', 'YesOrNo');
  const dialog = useEditDialog(dictDataObject);
  const canEdit = useHasPermi('system:dict:edit');
  const navigate = useNavigate();

  useEffect(() => {
    void dictApi.getType(dictId).then((ty) => {
      setType(ty);
      list.search({ dictType: ty.dictType });
    });
    void dictApi.typeOptions().then(setTypes);
  }, [dictId]);

  const changed = () => {
    // the type's options are cached by every page that used them
    if (type) clearDictCache(type.dictType);
    void list.reload();
  };

  const columns = useMemo<CrudColumn<DictDataRow>[]>(
    () => [
      { key: 'dictCode', dataIndex: 'dictCode', title: t('fields.dictCode'), width: 100 },
      {
        key: 'dictLabel',
        dataIndex: 'dictLabel',
        title: t('fields.dictLabel'),
        render: (_: string, r: DictDataRow) => <ListClassTag label={r.dictLabel} listClass={r.listClass} cssClass={r.cssClass} />,
      },
      { key: 'dictValue', dataIndex: 'dictValue', title: t('fields.dictValue') },
      { key: 'dictSort', dataIndex: 'dictSort', title: t('fields.dictSort'), width: 100 },
      dictColumn('isDefault', t('fields.isDefault'), dicts.YesOrNo, 90),
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 100,
        render: (v: string, r: DictDataRow) =>
          canEdit && r.fixed !== 'Y' ? (
            <StatusSwitch
              status={v}
              name={r.dictLabel}
              onChange={(next) => dictApi.changeDataStatus(r.dictCode, next, r.version).finally(changed)}
            />
          ) : (
            <DictTag options={dicts.EnableOrDisable} value={v} />
          ),
      },
      dictColumn('fixed', t('fields.fixed'), dicts.YesOrNo, 100),
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, dicts.EnableOrDisable, dicts.YesOrNo, canEdit, type],
  );
  const fixedType = type?.fixed === 'Y';
  const fixedEditing = dialog.editing?.fixed === 'Y';
  if (!type) return <div className="zx-page" data-page="system/dict/data" />;

  return (
    <CrudPage<DictDataRow, DictDataQuery>
      page="system/dict/data"
      object={dictDataObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ dictType: type.dictType, dictSort: 0, status: '0', isDefault: 'N', listClass: 'default' })}
      addDisabled={fixedType ? t('dictData.fixedTypeHint') : undefined}
      onEdit={(r) => void dialog.openEdit(r.dictCode)}
      onRemove={(ids) => dictApi.removeData(ids as number[]).then(changed)}
      toolbar={fixedType && <Tag color="orange">{t('dictData.fixedTypeHint')}</Tag>}
      searchMap={(v) => ({ ...(v as DictDataQuery), dictType: type.dictType })}
      onReset={() => list.search({ dictType: type.dictType, dictLabel: undefined, status: undefined })}
      search={
        <>
          <Form.Item label={t('fields.dictName')}>
            {/* another type is another page: its fixed flag and cache key come with it */}
            <Select
              className="zx-dict-type-select"
              style={{ width: 200 }}
              showSearch
              value={type.dictId}
              onChange={(id: number) => navigate(`/system/dict-data/index/${id}`)}
              options={types.map((o) => ({ label: `${o.dictName} (${o.dictType})`, value: o.dictId }))}
            />
          </Form.Item>
          <SearchInput field="dictLabel" label={t('fields.dictLabel')} placeholder={t('dictData.labelPlaceholder')} width={180} />
          <Form.Item field="status" label={t('fields.status')}>
            <Select
              allowClear
              placeholder={t('dict.statusPlaceholder')}
              style={{ width: 130 }}
              options={dicts.EnableOrDisable.map((d) => ({ label: d.label, value: d.value }))}
            />
          </Form.Item>
        </>
      }
    >
      <CrudDialog<DictDataRow>
        dialog={dialog}
        idKey="dictCode"
        titles={[t('dictData.addTitle'), t('dictData.editTitle')]}
        submit={(v) => (v.dictCode ? dictApi.updateData(v) : dictApi.addData(v))}
        onSaved={changed}
      >
        {(form) => (
          <DictDataFormFields form={form} fixedEditing={fixedEditing} yesOrNo={dicts.YesOrNo} enableOrDisable={dicts.EnableOrDisable} />
        )}
      </CrudDialog>
    </CrudPage>
  );
}
