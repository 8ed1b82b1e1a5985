import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Select } from '@arco-design/web-react';
import { type CrudColumn, CrudPage, formRules, SearchSelect, useEditDialog, useTableList } from '#kernel/client';
import { type LevelConfigQuery, type LevelConfigRow, levelConfigApi, levelConfigObject } from '../../api/member-api.ts';

/** Member → Level config (menu 2062): per level type, each level's name, icon and the exp it needs to reach the next. */
export default function LevelConfigPage() {
  const { t } = useTranslation('member');
  const list = useTableList(levelConfigObject, {});
  const dialog = useEditDialog(levelConfigObject);
  const [types, setTypes] = useState<{ label: string; value: string }[]>([]);
  useEffect(() => void levelConfigApi.types().then((r) => setTypes(r.map((x) => ({ label: x.name, value: x.id })))), []);

  const columns = useMemo<CrudColumn<LevelConfigRow>[]>(
    () => [
      { key: 'levelTypeName', dataIndex: 'levelTypeName', title: t('fields.levelType'), width: 120 },
      { key: 'level', dataIndex: 'level', title: t('fields.level'), width: 90 },
      { key: 'name', dataIndex: 'name', title: t('fields.name') },
      { key: 'icon', dataIndex: 'icon', title: t('fields.icon'), ellipsis: true },
      { key: 'nextNeedExp', dataIndex: 'nextNeedExp', title: t('fields.nextNeedExp'), width: 160 },
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
    ],
    [t],
  );
  return (
    <CrudPage<LevelConfigRow, LevelConfigQuery>
      page="member/levelConfig"
      object={levelConfigObject}
      list={list}
      columns={columns}
      search={<SearchSelect field="levelType" label={t('fields.levelType')} width={160} options={types} />}
      editor={{
        dialog,
        titles: [t('level.addTitle'), t('level.editTitle')],
        defaults: { levelType: 'Default', level: (list.total || 0) + 1, nextNeedExp: 0 },
        fields: (
          <>
            <Form.Item field="levelType" label={t('fields.levelType')} rules={[formRules.required()]}>
              <Select options={types} />
            </Form.Item>
            <Form.Item field="level" label={t('fields.level')} rules={[formRules.required()]}>
              <InputNumber min={0} max={999} />
            </Form.Item>
            <Form.Item field="name" label={t('fields.name')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item field="icon" label={t('fields.icon')}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item field="nextNeedExp" label={t('fields.nextNeedExp')} rules={[formRules.required()]}>
              <InputNumber min={0} max={2000000000} />
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
