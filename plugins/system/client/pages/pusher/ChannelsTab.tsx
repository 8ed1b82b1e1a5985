import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, InputNumber, Message, Modal, Radio, Select, Switch } from '@arco-design/web-react';
import {
  CrudPage,
  DictTag,
  formRules,
  SearchInput,
  SearchSelect,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import { PUSH_CHANNEL_TYPES, type PushChannelType } from '../../../shared/pusher.ts';
import { pushChannelObject, pusherApi, type PushChannel, type PushChannelQuery } from '../../api/pusher-api.ts';

const HOOKS = new Set<PushChannelType>(['wecom', 'dingtalk', 'feishu', 'webhook']);

/** What the list shows of a channel's config: the SMTP server, or the robot's URL (its key masked by the server). */
const target = (r: PushChannel) =>
  r.channelType === 'email' ? `${r.config.host ?? ''}:${r.config.port ?? ''} · ${r.config.from ?? ''}` : (r.config.url ?? '');

/** The fields of the channel's type: SMTP server and TLS for e-mail, URL and signing secret for robots, none in-site. */
function ConfigFields({ type, editing }: { type: PushChannelType | undefined; editing: boolean }) {
  const { t } = useTranslation('system');
  const keep = editing ? t('pusher.keepHint') : undefined;
  if (type === 'email')
    return (
      <>
        <Form.Item field="config.host" label={t('fields.host')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={253} placeholder="smtp.example.com" />
        </Form.Item>
        <Form.Item field="config.port" label={t('fields.port')} rules={[formRules.required()]}>
          <InputNumber min={1} max={65535} precision={0} placeholder="465" />
        </Form.Item>
        <Form.Item field="config.secure" label={t('pusher.secure')} triggerPropName="checked" extra={t('pusher.secureHint')}>
          <Switch />
        </Form.Item>
        <Form.Item field="config.requireTls" label={t('pusher.requireTls')} triggerPropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          field="config.allowInvalidCert"
          label={t('pusher.allowInvalidCert')}
          triggerPropName="checked"
          extra={t('pusher.allowInvalidCertHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item field="config.maxConnections" label={t('fields.maxConnections')} extra={t('pusher.maxConnectionsHint')}>
          <InputNumber min={1} max={50} precision={0} placeholder="20" />
        </Form.Item>
        <Form.Item field="config.user" label={t('fields.user')}>
          <Input maxLength={256} autoComplete="off" />
        </Form.Item>
        <Form.Item field="config.password" label={t('fields.password')} extra={keep}>
          <Input.Password maxLength={256} autoComplete="new-password" />
        </Form.Item>
        <Form.Item field="config.from" label={t('fields.from')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={320} placeholder="office@example.com" />
        </Form.Item>
      </>
    );
  if (type && HOOKS.has(type))
    return (
      <>
        <Form.Item field="config.url" label={t('fields.url')} rules={[formRules.required(), formRules.blank()]} extra={keep}>
          <Input maxLength={2000} placeholder="https://" />
        </Form.Item>
        <Form.Item field="config.secret" label={t('fields.secret')} extra={keep ?? t(`pusher.secretHint.${type}`)}>
          <Input.Password maxLength={256} autoComplete="new-password" />
        </Form.Item>
      </>
    );
  return null;
}

/** The channels: e-mail (SMTP), robots, signed webhooks and in-site messages, each with a "send a test message" button. */
export function ChannelsTab() {
  const { t } = useTranslation('system');
  const list = useTableList(pushChannelObject, {});
  const dict = useDict('EnableOrDisable');
  const dialog = useEditDialog(pushChannelObject);
  const canEdit = useHasPermi('system:pusher:edit');
  const [testing, setTesting] = useState<PushChannel | null>(null);
  const [to, setTo] = useState('');
  const types = PUSH_CHANNEL_TYPES.map((v) => ({ value: v, label: t(`pusher.types.${v}`) }));

  const sendTest = async (r: PushChannel, address?: string) => {
    await pusherApi.test(r.channelId, address);
    Message.success(t('pusher.testSent'));
    setTesting(null);
  };
  const columns = useMemo<CrudColumn<PushChannel>[]>(
    () => [
      { key: 'channelId', dataIndex: 'channelId', title: 'ID', width: 80 },
      { key: 'channelName', dataIndex: 'channelName', title: t('fields.channelName'), width: 160 },
      {
        key: 'channelType',
        dataIndex: 'channelType',
        title: t('fields.channelType'),
        width: 150,
        render: (v: PushChannelType) => t(`pusher.types.${v}`),
      },
      { key: 'target', title: t('pusher.target'), render: (_: unknown, r: PushChannel) => <code>{target(r)}</code> },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('fields.status'),
        width: 90,
        render: (v: string) => <DictTag options={dict.EnableOrDisable} value={v} />,
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('fields.createTime'), width: 170 },
    ],
    [t, dict.EnableOrDisable],
  );
  const editing = !!dialog.editing?.channelId;

  return (
    <>
      <CrudPage<PushChannel, PushChannelQuery>
        page="system/pusher/channels"
        object={pushChannelObject}
        list={list}
        columns={columns}
        actionsWidth={220}
        rowActions={(r) =>
          canEdit && (
            <Button
              type="text"
              size="mini"
              data-testid={`push-test-${r.channelId}`}
              onClick={() => {
                if (r.channelType !== 'email') return void sendTest(r).catch(() => {});
                setTo('');
                setTesting(r);
              }}
            >
              {t('pusher.test')}
            </Button>
          )
        }
        search={
          <>
            <SearchInput field="channelName" label={t('fields.channelName')} width={180} />
            <SearchSelect field="channelType" label={t('fields.channelType')} options={types} />
            <SearchSelect field="status" label={t('fields.status')} options={dict.EnableOrDisable} />
          </>
        }
        editor={{
          dialog,
          titles: [t('pusher.addTitle'), t('pusher.editTitle')],
          defaults: { channelType: 'email', status: '0', config: { port: 465, secure: true } },
          labelWidth: 140,
          width: 640,
          save: (v) => {
            const body = {
              channelName: v.channelName,
              channelType: v.channelType,
              config: v.config ?? {},
              status: v.status as '0' | '1',
              remark: v.remark ?? null,
            };
            return v.channelId ? pusherApi.update({ ...body, channelId: v.channelId, version: v.version }) : pusherApi.add(body);
          },
          fields: () => (
            <>
              <Form.Item field="channelName" label={t('fields.channelName')} rules={[formRules.required(), formRules.blank()]}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item field="channelType" label={t('fields.channelType')} rules={[formRules.required()]}>
                <Select options={types} disabled={editing} />
              </Form.Item>
              <Form.Item shouldUpdate noStyle>
                {(values: Partial<PushChannel>) => <ConfigFields type={values.channelType} editing={editing} />}
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
      <Modal
        title={t('pusher.testTitle')}
        visible={!!testing}
        onCancel={() => setTesting(null)}
        onOk={() => (testing ? sendTest(testing, to).catch(() => {}) : undefined)}
        unmountOnExit
      >
        <Form layout="vertical">
          <Form.Item label={t('fields.to')} required>
            <Input value={to} onChange={setTo} maxLength={320} placeholder="name@example.com" data-testid="push-test-to" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
