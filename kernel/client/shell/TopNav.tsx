import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu } from '@arco-design/web-react';
import { entryHref, type MenuEntry } from './menu-model.ts';
import { MenuIcon } from './MenuIcon.tsx';
import { splitTopNav } from './top-nav-rule.ts';

const MORE_KEY = '__zx_more__';

/** Top navigation (SPEC §2): as many items as one third of the width / 85 allows, the rest under 'more'. */
export function TopNav({ entries, activeKey, onChoose }: { entries: MenuEntry[]; activeKey: string; onChoose: (e: MenuEntry) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [width, setWidth] = useState(() => document.body.getBoundingClientRect().width);
  useEffect(() => {
    const onResize = () => setWidth(document.body.getBoundingClientRect().width);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const { visible, more } = splitTopNav(entries, width);
  const choose = (key: string) => {
    const e = entries.find((x) => x.key === key);
    if (!e) return;
    if (e.external) window.open(e.key, '_blank', 'noopener');
    else if (!e.children) navigate(entryHref(e));
    onChoose(e);
  };
  const item = (e: MenuEntry) => (
    <Menu.Item key={e.key}>
      <MenuIcon name={e.icon} />
      {e.title}
    </Menu.Item>
  );
  return (
    <Menu mode="horizontal" className="zx-topnav" selectedKeys={[activeKey]} onClickMenuItem={choose} ellipsis={false}>
      {visible.map(item)}
      {more.length > 0 && (
        <Menu.SubMenu key={MORE_KEY} title={t('common:navbar.more')}>
          {more.map(item)}
        </Menu.SubMenu>
      )}
    </Menu>
  );
}
