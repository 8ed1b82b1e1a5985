import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio, TreeSelect } from '@arco-design/web-react';
import { CrudDialog, formRules, type DictOption, type EditDialog } from '#kernel/client';
import { menuApi, type Menu } from '../../api/menu-api.ts';
import { IconPicker } from './IconPicker.tsx';
import { parentChoices, type MenuNode } from './menu-tree.ts';

interface Props {
  dialog: EditDialog<Menu>;
  tree: MenuNode[];
  dicts: { MenuType: DictOption[]; EnableOrDisable: DictOption[] };
  onSaved(): void;
}

const PERMS = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;
const HTTP = /^https?:\/\//i;

/** Add/edit a directory (M), menu (C) or button (F); fields follow the type as in RuoYi's menu form. */
export function MenuDialog({ dialog, tree, dicts, onSaved }: Props) {
  const { t } = useTranslation('system');
  const yesNo = [
    { label: t('menu.yes'), value: 'Y' },
    { label: t('menu.no'), value: 'N' },
  ];
  const rule = (check: (v: string) => string | undefined) => ({
    validator(v: string | undefined, cb: (e?: string) => void) {
      cb(check(v ?? ''));
    },
  });
  return (
    <CrudDialog<Menu>
      dialog={dialog}
      idKey="menuId"
      titles={[t('menu.addTitle'), t('menu.editTitle')]}
      width={720}
      labelWidth={110}
      submit={(v) => {
        const body = { ...v, parentId: Number(v.parentId ?? 0) };
        return v.menuId ? menuApi.update(body) : menuApi.add(body);
      }}
      onSaved={onSaved}
    >
      {() => (
        <Form.Item shouldUpdate noStyle>
          {(values: Partial<Menu>) => {
            const type = values.menuType ?? 'M';
            const external = values.isFrame === 'Y';
            return (
              <>
                <Form.Item
                  field="parentId"
                  label={t('fields.parentId')}
                  rules={[formRules.required()]}
                  formatter={(v: unknown) => (v != null ? String(v) : undefined)}
                  normalize={(v: unknown) => (v != null && v !== '' ? Number(v) : undefined)}
                >
                  <TreeSelect
                    showSearch
                    placeholder={t('menu.parentPlaceholder')}
                    treeData={[
                      {
                        key: '0',
                        title: t('menu.root'),
                        disabled: type === 'F',
                        children: parentChoices(tree, type, dialog.editing?.menuId),
                      },
                    ]}
                    treeProps={{ defaultExpandedKeys: ['0'] }}
                  />
                </Form.Item>
                <Form.Item field="menuType" label={t('fields.menuType')}>
                  <Radio.Group options={dicts.MenuType.map((d) => ({ label: d.label, value: d.value }))} />
                </Form.Item>
                {type !== 'F' && (
                  <Form.Item field="icon" label={t('fields.icon')}>
                    <IconPicker />
                  </Form.Item>
                )}
                <Form.Item field="menuName" label={t('fields.menuName')} rules={[formRules.required(), formRules.blank()]}>
                  <Input maxLength={50} placeholder={t('menu.namePlaceholder')} />
                </Form.Item>
                <Form.Item field="orderNum" label={t('fields.orderNum')} rules={[formRules.required()]}>
                  <InputNumber min={0} max={99999} />
                </Form.Item>
                {type !== 'F' && (
                  <>
                    <Form.Item field="isFrame" label={t('fields.isFrame')} extra={t('menu.isFrameTip')}>
                      <Radio.Group options={yesNo} />
                    </Form.Item>
                    <Form.Item
                      field="path"
                      label={t('fields.path')}
                      extra={t('menu.pathTip')}
                      rules={[
                        formRules.required(),
                        formRules.blank(),
                        rule((v) => (external && !HTTP.test(v) ? t('errors.externalLink', { field: t('fields.path') }) : undefined)),
                      ]}
                    >
                      <Input maxLength={200} placeholder={t('menu.pathPlaceholder')} />
                    </Form.Item>
                  </>
                )}
                {type === 'C' && (
                  <>
                    <Form.Item field="component" label={t('fields.component')} extra={t('menu.componentTip')}>
                      <Input maxLength={255} placeholder={t('menu.componentPlaceholder')} />
                    </Form.Item>
                    <Form.Item field="query" label={t('fields.query')} extra={t('menu.queryTip')}>
                      <Input maxLength={255} placeholder={t('menu.queryPlaceholder')} />
                    </Form.Item>
                  </>
                )}
                {type !== 'M' && (
                  <Form.Item
                    field="perms"
                    label={t('fields.perms')}
                    extra={t('menu.permsTip')}
                    rules={[rule((v) => (v && !PERMS.test(v) ? t('errors.permsPattern', { field: t('fields.perms') }) : undefined))]}
                  >
                    <Input maxLength={100} placeholder={t('menu.permsPlaceholder')} />
                  </Form.Item>
                )}
                {type === 'C' && (
                  <Form.Item field="isCache" label={t('fields.isCache')} extra={t('menu.isCacheTip')}>
                    <Radio.Group options={yesNo} />
                  </Form.Item>
                )}
                {type !== 'F' && (
                  <Form.Item field="visible" label={t('fields.visible')} extra={t('menu.visibleTip')}>
                    <Radio.Group
                      options={[
                        { label: t('menu.visibleY'), value: 'Y' },
                        { label: t('menu.visibleN'), value: 'N' },
                      ]}
                    />
                  </Form.Item>
                )}
                <Form.Item field="status" label={t('fields.status')} extra={t('menu.statusTip')}>
                  <Radio.Group options={dicts.EnableOrDisable.map((d) => ({ label: d.label, value: d.value }))} />
                </Form.Item>
              </>
            );
          }}
        </Form.Item>
      )}
    </CrudDialog>
  );
}
