import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { IconClose } from '@arco-design/web-react/icon';
import { LAYOUT } from '../../shared/constants.ts';
import { tagsStore } from '../stores/tags-store.ts';
import { menuState, type TabView } from './tabs-logic.ts';
import { useTabActions } from './use-tab-actions.ts';

/** The tab strip with its context menu (SPEC §2 tab strip). */
export function TagsView() {
  const { t } = useTranslation();
  const location = useLocation();
  const { visited } = useSnapshot(tagsStore);
  const [menu, setMenu] = useState<{ left: number; top: number; path: string } | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const active = location.pathname;

  const { refresh, close } = useTabActions();

  useEffect(() => {
    if (!menu) return;
    const hide = () => setMenu(null);
    document.addEventListener('click', hide);
    return () => document.removeEventListener('click', hide);
  }, [menu]);

  useEffect(() => {
    // keep the active tab in view, with the 4 px scroll padding of SPEC §9
    const box = scrollRef.current;
    const el = box?.querySelector<HTMLElement>('.zx-tag.active');
    if (!box || !el) return;
    const pad = LAYOUT.tabScrollPadding;
    if (el.offsetLeft < box.scrollLeft) box.scrollLeft = el.offsetLeft - pad;
    else if (el.offsetLeft + el.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = el.offsetLeft + el.offsetWidth - box.clientWidth + pad;
  }, [active, visited.length]);

  const openMenu = (e: React.MouseEvent, tab: TabView) => {
    e.preventDefault();
    const host = (e.currentTarget.closest('.zx-tags') as HTMLElement).getBoundingClientRect();
    const left = Math.min(e.clientX - host.left + 15, host.width - LAYOUT.tabMenuWidth);
    setMenu({ left, top: e.clientY - host.top, path: tab.path });
  };
  const state = menu ? menuState(visited, menu.path) : null;
  const menuTab = menu ? visited.find((v) => v.path === menu.path) : undefined;

  return (
    <div className="zx-tags">
      <div className="zx-tags-scroll" ref={scrollRef} onWheel={(e) => scrollRef.current && (scrollRef.current.scrollLeft += e.deltaY)}>
        {visited.map((v) => (
          <Link
            key={v.path}
            to={v.fullPath}
            className={`zx-tag ${v.path === active ? 'active' : ''}`}
            onContextMenu={(e) => openMenu(e, v)}
            data-path={v.path}
          >
            <span>{v.title}</span>
            {!v.affix && (
              <IconClose
                className="zx-tag-close"
                aria-label={t('common:tags.closeCurrent')}
                onClick={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  close('current', v.path);
                }}
              />
            )}
          </Link>
        ))}
      </div>
      {menu && state && (
        <ul className="zx-tags-menu" style={{ left: menu.left, top: menu.top, width: LAYOUT.tabMenuWidth }} role="menu">
          <li role="menuitem" onClick={() => menuTab && refresh(menuTab.fullPath)}>
            {t('common:tags.refresh')}
          </li>
          {state.closeCurrent && (
            <li role="menuitem" onClick={() => close('current', menu.path)}>
              {t('common:tags.closeCurrent')}
            </li>
          )}
          {state.closeOthers && (
            <li role="menuitem" onClick={() => close('others', menu.path)}>
              {t('common:tags.closeOthers')}
            </li>
          )}
          {state.closeLeft && (
            <li role="menuitem" onClick={() => close('left', menu.path)}>
              {t('common:tags.closeLeft')}
            </li>
          )}
          {state.closeRight && (
            <li role="menuitem" onClick={() => close('right', menu.path)}>
              {t('common:tags.closeRight')}
            </li>
          )}
          <li role="menuitem" onClick={() => close('all', menu.path)}>
            {t('common:tags.closeAll')}
          </li>
        </ul>
      )}
    </div>
  );
}
