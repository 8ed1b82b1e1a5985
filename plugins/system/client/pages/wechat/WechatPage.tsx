import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Switch } from '@arco-design/web-react';
import {
  CrudPage,
  DictTag,
  confirmAction,
  formRules,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
  SearchInput,
  SearchSelect,
  statusColumn,
} from '#kernel/client';
import { wechatObject, wechatApi, type WechatConfig, type WechatQuery } from '../../api/wechat-api.ts';

/** System → WeChat config: app id, secret and AES key (shown masked), token, back-office login flag, status. */
export default function WechatPage() {
  const { t } = useTranslation('system');
  const list = useTableList(wechatObject, {});
  const dict = useDict('EnableOrDisable', 'YesOrNo');
  const dialog = useEditDialog(wechatObject);
  const canEdit = useHasPermi('system:wechat:edit');
  const setBackend = (r: WechatConfig, on: boolean) =>
    confirmAction(t('wechat.backendHint'), () => wechatApi.changeStatus(r.configId, { backend: on ? 'Y' : 'N' })).then(
      (done) => done && void list.reload(),
    );

  const columns = useMemo<CrudColumn<WechatConfig>[]>(
    () => [
      { key: 'configId', dataIndex: 'configId', title: t('fields.configId'), width: 90 },
      {
        key: 'appId',
        dataIndex: 'appId',
        title: t('fields.appId'),
        width: 220,
        render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>,
      },
      { key: 'appSecret', dataIndex: 'appSecret', title: t('fields.appSecret'), width: 140, render: (v: string) => <code>{v}</code> },
      { key: 'token', dataIndex: 'token', title: t('fields.token'), width: 140 },
      {
        key: 'encodingAesKey',
        dataIndex: 'encodingAesKey',
        title: t('fields.encodingAesKey'),
        width: 150,
        render: (v: string) => <code>{v}</code>,
      },
      {
        key: 'backend',
        dataIndex: 'backend',
        title: t('fields.backend'),
        width: 110,
        render: (v: string, r: WechatConfig) =>
          canEdit ? (
            <Switch size="small" checked={v === 'Y'} onChange={(on) => void setBackend(r, on)} />
          ) : (
            <DictTag options={dict.YesOrNo} value={v} />
          ),
      },
      statusColumn<WechatConfig>(t('fields.status'), {
        name: (r) => r.appId,
        disabled: !canEdit,
        change: (r, next) => wechatApi.changeStatus(r.configId, { status: next }).then(() => void list.reload()),
      }),
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 180 },
    ],
    [t, dict.YesOrNo, canEdit],
  );
  const editingExisting = !!dialog.editing?.configId;

  return (
    <CrudPage<WechatConfig, WechatQuery>
      page="system/wechat/index"
      object={wechatObject}
      list={list}
      columns={columns}
      search={
        <>
          <SearchInput field="appId" label={t('fields.appId')} placeholder={t('wechat.appIdPlaceholder')} width={200} />
          <SearchSelect
            field="status"
            label={t('fields.status')}
            placeholder={t('logs.statusPlaceholder')}
            options={dict.EnableOrDisable}
          />
        </>
      }
      editor={{
        dialog,
        titles: [t('wechat.addTitle'), t('wechat.editTitle')],
        save: (v) => (v.configId ? wechatApi.update(v) : wechatApi.add({ ...v, appSecret: v.appSecret ?? '' })),
        defaults: { backend: 'N', status: '0' },
        labelWidth: 130,
        fields: (
          <>
            <Form.Item field="appId" label={t('fields.appId')} rules={[formRules.required(), formRules.blank()]}>
              <Input maxLength={64} placeholder={t('wechat.appIdPlaceholder')} />
            </Form.Item>
            <Form.Item
              field="appSecret"
              label={t('fields.appSecret')}
              rules={editingExisting ? [] : [formRules.required(), formRules.blank()]}
              extra={editingExisting ? t('wechat.keepHint') : undefined}
            >
              <Input maxLength={128} placeholder={t('wechat.secretPlaceholder')} autoComplete="off" />
            </Form.Item>
            <Form.Item field="token" label={t('fields.token')}>
              <Input maxLength={32} placeholder={t('wechat.tokenPlaceholder')} />
            </Form.Item>
            <Form.Item field="encodingAesKey" label={t('fields.encodingAesKey')} extra={editingExisting ? t('wechat.keepHint') : undefined}>
              <Input maxLength={43} placeholder={t('wechat.aesPlaceholder')} autoComplete="off" />
            </Form.Item>
            <Form.Item field="backend" label={t('fields.backend')} extra={t('wechat.backendHint')}>
              <Radio.Group options={dict.YesOrNo?.map((d) => ({ label: d.label, value: d.value }))} />
            </Form.Item>
            <Form.Item field="status" label={t('fields.status')}>
              <Radio.Group options={dict.EnableOrDisable?.map((d) => ({ label: d.label, value: d.value }))} />
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
