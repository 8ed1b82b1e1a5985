import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Message, Spin, Switch, TreeSelect } from '@arco-design/web-react';
import { systemApi, type MenuTreeNode } from '../api/system-api.ts';
import { BOOLEAN_PREFERENCES, MAX_SHORTCUTS } from '../../shared/constants.ts';

/** Preferences the kernel offers (ChestnutCMS names); plugins read them via getPreferences. */

const asBool = (v: unknown) => v === true || v === 'true' || v === 'Y';

/** User preference (SPEC §2 /user/preference), stored through savePreferences. */
export default function PreferencePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [menus, setMenus] = useState<MenuTreeNode[]>([]);
  useEffect(() => {
    systemApi
      .userMenuTree()
      .then((v) => setMenus(v ?? []))
      .catch(() => setMenus([]));
    systemApi
      .preferences()
      .then((p) =>
        form.setFieldsValue({
          ...Object.fromEntries(BOOLEAN_PREFERENCES.map((k) => [k, asBool(p?.[k])])),
          Shortcut: Array.isArray(p?.Shortcut) ? p.Shortcut.map(Number) : [],
        }),
      )
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [form]);
  const save = async () => {
    setSaving(true);
    try {
      await form.validate();
    } catch {
      setSaving(false);
      return;
    }
    try {
      await systemApi.savePreferences(form.getFieldsValue());
      Message.success(t('common:action.saveSuccess'));
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('common:preference.title')} bordered={false}>
      <Spin loading={loading} style={{ display: 'block' }}>
        <Form form={form} className="zx-form-narrow" labelCol={{ span: 14 }} wrapperCol={{ span: 10 }} labelAlign="left">
          {BOOLEAN_PREFERENCES.map((k) => (
            <Form.Item
              key={k}
              field={k}
              label={t(`common:preference.${k}`)}
              triggerPropName="checked"
              extra={t(`common:preference.${k}Hint`)}
            >
              <Switch />
            </Form.Item>
          ))}
          <Form.Item
            field="Shortcut"
            label={t('common:preference.Shortcut')}
            extra={t('common:preference.ShortcutHint')}
            rules={[
              {
                validator: (v: unknown[] | undefined, cb) =>
                  cb((v?.length ?? 0) > MAX_SHORTCUTS ? t('common:preference.ShortcutMax', { max: MAX_SHORTCUTS }) : undefined),
              },
            ]}
          >
            <TreeSelect
              multiple
              allowClear
              treeData={menus}
              fieldNames={{ key: 'id', title: 'label', children: 'children' }}
              data-field="Shortcut"
            />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 14 }}>
            <Button type="primary" loading={saving} onClick={save}>
              {t('common:action.save')}
            </Button>
          </Form.Item>
        </Form>
      </Spin>
    </Card>
  );
}
