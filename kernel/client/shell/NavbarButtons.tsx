import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Dropdown, Menu, Message, Tooltip } from '@arco-design/web-react';
import { IconBook, IconCode, IconFullscreen, IconFullscreenExit, IconFontColors } from '@arco-design/web-react/icon';
import { SIZES, type SizeOption } from '../../shared/constants.ts';
import { appStore, setSize } from '../stores/app-store.ts';
import { SHELL_LINKS } from './shell-links.ts';

/** Fullscreen toggle (SPEC §2 navbar). */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const toggle = () => {
    const p = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    p?.catch(() => Message.warning(t('common:navbar.fullscreenUnsupported')));
  };
  return (
    <Tooltip content={t('common:navbar.fullscreen')} mini>
      <span className="zx-navbar-btn" role="button" aria-label={t('common:navbar.fullscreen')} onClick={toggle}>
        {full ? <IconFullscreenExit /> : <IconFullscreen />}
      </span>
    </Tooltip>
  );
}

/** Component size (SPEC §9 sizes default/medium/small/mini). */
export function SizeSelect() {
  const { t } = useTranslation();
  const { size } = useSnapshot(appStore);
  const droplist = (
    <Menu
      selectedKeys={[size]}
      onClickMenuItem={(key) => {
        setSize(key as SizeOption);
        Message.success(t('common:navbar.sizeChanged'));
      }}
    >
      {SIZES.map((s) => (
        <Menu.Item key={s}>{t(`common:size.${s}`)}</Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="bottom">
      <span className="zx-navbar-btn" role="button" aria-label={t('common:navbar.size')} title={t('common:navbar.size')}>
        <IconFontColors />
      </span>
    </Dropdown>
  );
}

/** A navbar icon linking outside the console (new tab); nothing when the deployment sets no address. */
function NavbarLink({ href, label, icon }: { href: string | undefined; label: string; icon: ReactNode }) {
  if (!href) return null;
  return (
    <Tooltip content={label} mini>
      <a className="zx-navbar-btn" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {icon}
      </a>
    </Tooltip>
  );
}

/** Repository and documentation links; hidden when unset. */
export function RepoLinks() {
  const { t } = useTranslation();
  return (
    <>
      <NavbarLink href={SHELL_LINKS.repository} label={t('common:navbar.repository')} icon={<IconCode />} />
      <NavbarLink href={SHELL_LINKS.documentation} label={t('common:navbar.documentation')} icon={<IconBook />} />
    </>
  );
}
