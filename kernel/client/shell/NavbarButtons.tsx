import { useEffect, useState } from 'react';
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

/** Repository and documentation links; hidden when unset. */
export function RepoLinks() {
  const { t } = useTranslation();
  return (
    <>
      {SHELL_LINKS.repository && (
        <Tooltip content={t('common:navbar.repository')} mini>
          <a
            className="zx-navbar-btn"
            href={SHELL_LINKS.repository}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('common:navbar.repository')}
          >
            <IconCode />
          </a>
        </Tooltip>
      )}
      {SHELL_LINKS.documentation && (
        <Tooltip content={t('common:navbar.documentation')} mini>
          <a
            className="zx-navbar-btn"
            href={SHELL_LINKS.documentation}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('common:navbar.documentation')}
          >
            <IconBook />
          </a>
        </Tooltip>
      )}
    </>
  );
}
