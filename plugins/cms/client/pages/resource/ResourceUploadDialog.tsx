import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Message, Modal, Radio, Select, Switch, Tabs, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { FormDialog, formRules, UploadError } from '#kernel/client';
import { type Resource, type ResourceType, resourceApi, type ResourceTypeInfo } from '../../api/resource-api.ts';

/** The most files one upload takes (SPEC §9). */
const MAX_FILES = 5;

interface Props {
  visible: boolean;
  types: ResourceTypeInfo[];
  onClose(): void;
  onDone(added: Resource[]): void;
  /** only this type (the picker of an image field) */
  only?: ResourceType;
}

/** Upload files of one type to the library, or add a remote link (optionally fetched into the site's storage). */
export function ResourceUploadDialog({ visible, types, onClose, onDone, only }: Props) {
  const { t } = useTranslation('cms');
  const [tab, setTab] = useState<'upload' | 'remote'>('upload');
  if (tab === 'remote')
    return (
      <FormDialog<{ name: string; resourceType: ResourceType; sourceUrl: string; download?: boolean }>
        title={<Title tab={tab} onTab={setTab} />}
        visible={visible}
        initialValues={{ resourceType: only ?? 'image', download: false }}
        onCancel={onClose}
        onSubmit={(v) => resourceApi.remote({ ...v, download: !!v.download })}
        onDone={() => {
          onClose();
          onDone([]);
        }}
      >
        <Form.Item field="resourceType" label={t('resource.type')} rules={[formRules.required()]}>
          <Select disabled={!!only} options={types.map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
        <Form.Item field="name" label={t('resource.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          field="sourceUrl"
          label={t('resource.sourceUrl')}
          rules={[formRules.required(), { match: /^https?:\/\//i, message: t('resource.sourceUrlRule') }]}
        >
          <Input maxLength={1000} placeholder="https://" />
        </Form.Item>
        <Form.Item field="download" label={t('resource.download')} triggerPropName="checked" extra={t('resource.downloadHint')}>
          <Switch />
        </Form.Item>
      </FormDialog>
    );
  return (
    <UploadForm visible={visible} types={types} onClose={onClose} onDone={onDone} only={only} title={<Title tab={tab} onTab={setTab} />} />
  );
}

function Title({ tab, onTab }: { tab: 'upload' | 'remote'; onTab(t: 'upload' | 'remote'): void }) {
  const { t } = useTranslation('cms');
  return (
    <Tabs activeTab={tab} onChange={(k) => onTab(k as 'upload' | 'remote')} type="text" size="small">
      <Tabs.TabPane key="upload" title={t('resource.uploadTab')} />
      <Tabs.TabPane key="remote" title={t('resource.remoteTab')} />
    </Tabs>
  );
}

function UploadForm({ visible, types, onClose, onDone, only, title }: Props & { title: React.ReactNode }) {
  const { t } = useTranslation('cms');
  const [type, setType] = useState<ResourceType>(only ?? 'image');
  const [files, setFiles] = useState<UploadItem[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const accepts = types.find((x) => x.id === type)?.accepts ?? '';

  const submit = async () => {
    if (!files.length) return void Message.warning(t('resource.chooseFile'));
    setBusy(true);
    const added: Resource[] = [];
    try {
      for (const f of files) {
        try {
          added.push(await resourceApi.upload(f.originFile as File, { tags: tags.join(',') }));
        } catch (e) {
          Message.error(`${f.name}: ${e instanceof UploadError && e.message ? e.message : t('resource.uploadFailed')}`);
        }
      }
    } finally {
      setBusy(false);
    }
    if (added.length) {
      Message.success(t('resource.uploaded', { count: added.length }));
      setFiles([]);
      onClose();
      onDone(added);
    }
  };

  return (
    <Modal title={title} visible={visible} onOk={submit} confirmLoading={busy} onCancel={onClose} style={{ width: 620 }} unmountOnExit>
      <Form layout="vertical">
        <Form.Item label={t('resource.type')}>
          <Radio.Group type="button" value={type} onChange={(v) => (setType(v), setFiles([]))} disabled={!!only}>
            {types.map((x) => (
              <Radio key={x.id} value={x.id}>
                {x.name}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('resource.files')} extra={t('resource.acceptHint', { types: accepts, count: MAX_FILES })}>
          <Upload
            drag
            multiple
            autoUpload={false}
            limit={MAX_FILES}
            accept={accepts
              .split(',')
              .filter(Boolean)
              .map((e) => `.${e}`)
              .join(',')}
            fileList={files}
            onChange={setFiles}
            onExceedLimit={() => Message.warning(t('resource.tooMany', { count: MAX_FILES }))}
          />
        </Form.Item>
        <Form.Item label={t('resource.tags')}>
          <Select mode="multiple" allowCreate value={tags} onChange={setTags} placeholder={t('resource.tagsPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
