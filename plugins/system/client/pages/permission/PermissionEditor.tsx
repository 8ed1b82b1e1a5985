import { useTranslation } from 'react-i18next';
import { Drawer, Tabs } from '@arco-design/web-react';
import { SlotItemView, usePluginSlot, type PermissionTabProps } from '#kernel/client';
import { MenuPermTab } from './MenuPermTab.tsx';

const SLOT = 'kernel/permission/tabs';

interface Props {
  /** whose permissions are edited; null = closed */
  target: (PermissionTabProps & { name: string }) | null;
  onClose(): void;
}

/**
 * 权限设置 of a role or a user (chestnut-api §4.11): the menu tab, then the tabs other plugins contribute to
 * the `kernel/permission/tabs` slot (e.g. the CMS's sites and catalogs). Each tab loads and saves on its own.
 */
export function PermissionEditor({ target, onClose }: Props) {
  const { t } = useTranslation('system');
  const tabs = usePluginSlot(SLOT);
  const owner = target && { ownerType: target.ownerType, owner: target.owner };
  return (
    <Drawer
      width={Math.min(1320, window.innerWidth - 60)}
      title={target && t(target.ownerType === 'Role' ? 'perm.roleTitle' : 'perm.userTitle', { name: target.name })}
      visible={target != null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
      className="zx-perm-editor"
    >
      {owner && (
        // one editor per owner: a new owner starts every tab afresh
        <Tabs key={`${owner.ownerType}-${owner.owner}`} defaultActiveTab="menu" lazyload destroyOnHide={false}>
          <Tabs.TabPane key="menu" title={t('perm.menuTab')}>
            <MenuPermTab {...owner} />
          </Tabs.TabPane>
          {tabs.map((item) => (
            <Tabs.TabPane key={item.key} title={t(item.title ?? item.key)}>
              <SlotItemView name={SLOT} item={item} props={owner} quiet={false} />
            </Tabs.TabPane>
          ))}
        </Tabs>
      )}
    </Drawer>
  );
}
