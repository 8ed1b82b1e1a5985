import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Avatar, Dropdown, Menu, Modal } from '@arco-design/web-react';
import { IconDown, IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { bus } from '../bus.ts';
import { userStore, logoutAndLoad } from '../stores/user-store.ts';
import { ADMIN_BASE } from '../runtime.ts';

/** Avatar menu: account center, user preference, layout setting, logout (SPEC §2). */
export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { avatar, nickName, name } = useSnapshot(userStore);

  const confirmLogout = () => {
    Modal.confirm({
      title: t('common:tip.title'),
      content: t('common:navbar.logoutConfirm'),
      icon: <IconExclamationCircleFill style={{ color: 'rgb(var(--warning-6))' }} />,
      okText: t('common:action.yes'),
      cancelText: t('common:action.no'),
      onOk: () => logoutAndLoad(`${ADMIN_BASE}index`),
    });
  };

  const droplist = (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'profile') navigate('/user/profile');
        else if (key === 'preference') navigate('/user/preference');
        else if (key === 'settings') bus.emit('settings.open', undefined);
        else if (key === 'logout') confirmLogout();
      }}
    >
      <Menu.Item key="profile">{t('common:navbar.profile')}</Menu.Item>
      <Menu.Item key="preference">{t('common:navbar.preference')}</Menu.Item>
      <Menu.Item key="settings">{t('common:navbar.layoutSetting')}</Menu.Item>
      <Menu.Item key="logout">{t('common:navbar.logout')}</Menu.Item>
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <span className="zx-user" role="button" aria-label={t('common:navbar.userMenu')}>
        <Avatar size={30} className="zx-user-avatar">
          <img src={avatar} alt="" />
        </Avatar>
        <span className="zx-user-name">{nickName || name}</span>
        <IconDown />
      </span>
    </Dropdown>
  );
}
