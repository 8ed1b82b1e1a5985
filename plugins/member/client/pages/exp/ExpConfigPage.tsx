import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Select } from '@arco-design/web-react';
import { type CrudColumn, CrudPage, formRules, SearchSelect, useEditDialog, useTableList } from '#kernel/client';
import { type ExpConfigQuery, type ExpConfigRow, expConfigApi, expConfigObject, levelConfigApi } from '../../api/member-api.ts';

type Option = { label: string; value: string };

/** Member → Exp config (menu 2061): the exp an operation earns, with its day and total limits (0: no limit). */
export default function ExpConfigPage() {
  const { t } = useTranslation('member');
  const list = useTableList(expConfigObject, {});
  const dialog = useEditDialog(expConfigObject);
  const [ops, setOps] = useState<Option[]>([]);
  const [types, setTypes] = useState<Option[]>([]);
  useEffect(() => {
    const options = (r: { id: string; name: string }[]) => r.map((x) => ({ label: x.name, value: x.id }));
    void expConfigApi.types().then((r) => setOps(options(r)));
    void levelConfigApi.types().then((r) => setTypes(options(r)));
  }, []);

  const columns = useMemo<CrudColumn<ExpConfigRow>[]>(
    () => [
      { key: 'opTypeName', dataIndex: 'opTypeName', title: t('fields.opType') },
      { key: 'levelTypeName', dataIndex: 'levelTypeName', title: t('fields.levelType'), width: 120 },
      { key: 'exp', dataIndex: 'exp', title: t('fields.exp'), width: 100 },
      { key: 'dayLimit', dataIndex: 'dayLimit', title: t('fields.dayLimit'), width: 110 },
      { key: 'totalLimit', dataIndex: 'totalLimit', title: t('fields.totalLimit'), width: 110 },
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
    ],
    [t],
  );
  return (
    <CrudPage<ExpConfigRow, ExpConfigQuery>
      page="member/expConfig"
      object={expConfigObject}
      list={list}
      columns={columns}
      search={<SearchSelect field="opType" label={t('fields.opType')} width={200} options={ops} />}
      editor={{
        dialog,
        titles: [t('exp.addTitle'), t('exp.editTitle')],
        defaults: { levelType: 'Default', exp: 1, dayLimit: 0, totalLimit: 0 },
        fields: (
          <>
            <Form.Item field="opType" label={t('fields.opType')} rules={[formRules.required()]}>
              <Select options={ops} />
            </Form.Item>
            <Form.Item field="levelType" label={t('fields.levelType')} rules={[formRules.required()]}>
              <Select options={types} />
            </Form.Item>
            <Form.Item field="exp" label={t('fields.exp')} rules={[formRules.required()]}>
              <InputNumber min={0} max={1000000} />
            </Form.Item>
            <Form.Item field="dayLimit" label={t('fields.dayLimit')} extra={t('exp.noLimit')} rules={[formRules.required()]}>
              <InputNumber min={0} max={1000000} />
            </Form.Item>
            <Form.Item field="totalLimit" label={t('fields.totalLimit')} extra={t('exp.noLimit')} rules={[formRules.required()]}>
              <InputNumber min={0} max={1000000000} />
            </Form.Item>
            <Form.Item field="remark" label={t('fields.remark')}>
              <Input.TextArea maxLength={500} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
