import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import {
  CrudPage,
  formRules,
  useDict,
  useEditDialog,
  useTableList,
  type CrudColumn,
  dictColumn,
  SearchInput,
  SearchDateRange,
} from '#kernel/client';
import { configObject, type ConfigQuery, type SysConfig } from '../../api/config-api.ts';
import { FixedHint } from '../FixedHint.tsx';

/** System → Parameters (参数设置): code-defined keys are fixed (value editable, key not), credentials arrive masked. */
export default function ConfigPage() {
  const { t } = useTranslation('system');
  const list = useTableList(configObject, {});
  const dialog = useEditDialog(configObject);
  const { YesOrNo } = useDict('YesOrNo');
  const fixedEditing = dialog.editing?.fixed === 'Y';

  const columns = useMemo<CrudColumn<SysConfig>[]>(
    () => [
      { key: 'configId', dataIndex: 'configId', title: t('fields.configId'), width: 100 },
      { key: 'configName', dataIndex: 'configName', title: t('fields.configName'), ellipsis: true },
      { key: 'configKey', dataIndex: 'configKey', title: t('fields.configKey'), ellipsis: true },
      { key: 'configValue', dataIndex: 'configValue', title: t('fields.configValue'), ellipsis: true },
      dictColumn('fixed', t('fields.fixed'), YesOrNo, 100),
      { key: 'remark', dataIndex: 'remark', title: t('fields.remark'), ellipsis: true },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, YesOrNo],
  );

  return (
    <CrudPage<SysConfig, ConfigQuery>
      page="system/config/index"
      object={configObject}
      list={list}
      columns={columns}
      search={
        <>
          <SearchInput field="configName" label={t('fields.configName')} placeholder={t('config.namePlaceholder')} width={180} />
          <SearchInput field="configKey" label={t('fields.configKey')} placeholder={t('config.keyPlaceholder')} width={180} />
          <SearchDateRange field="dateRange" label={t('fields.createTime')} />
        </>
      }
      editor={{
        dialog,
        titles: [t('config.addTitle'), t('config.editTitle')],
        fields: (
          <>
            <FixedHint fixed={fixedEditing} text={t('config.fixedHint')} />
            <Form.Item field="configName" label={t('fields.configName')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} placeholder={t('config.namePlaceholder')} />
            </Form.Item>
            <Form.Item field="configKey" label={t('fields.configKey')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={100} disabled={fixedEditing} placeholder={t('config.keyPlaceholder')} />
            </Form.Item>
            <Form.Item field="configValue" label={t('fields.configValue')} rules={[formRules.required(), formRules.blank()]}>
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 6 }} placeholder={t('config.valuePlaceholder')} />
            </Form.Item>
            <Form.Item field="remark" label={t('fields.remark')}>
              <Input.TextArea maxLength={500} placeholder={t('config.remarkPlaceholder')} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
