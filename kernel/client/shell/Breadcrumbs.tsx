import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@arco-design/web-react';
import { useCurrentRoute } from './route-context.ts';

/** Breadcrumb from the matched route chain; home first (SPEC §2 navbar). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { chain, routePath } = useCurrentRoute();
  const items = chain.filter((c) => c.node.meta?.title && c.node.meta.breadcrumb !== false);
  const isHome = routePath === '/index';
  return (
    <Breadcrumb className="zx-breadcrumb">
      <Breadcrumb.Item>
        {isHome ? <span>{t('common:route.home')}</span> : <Link to="/index">{t('common:route.home')}</Link>}
      </Breadcrumb.Item>
      {!isHome &&
        items.map((c, i) => (
          <Breadcrumb.Item key={c.path}>
            {i < items.length - 1 && c.node.redirect && c.node.redirect !== 'noRedirect' ? (
              <Link to={c.node.redirect}>{c.node.meta!.title}</Link>
            ) : (
              <span>{c.node.meta!.title}</span>
            )}
          </Breadcrumb.Item>
        ))}
    </Breadcrumb>
  );
}
