import type { PermissionTabProps } from '#kernel/client';
import { type PageWidgetPermRow, permsApi } from '../../api/perms-api.ts';
import { grantsOf } from './perm-rows.ts';
import { type SiteScopedKind, SiteScopedPermTab } from './SiteScopedPermTab.tsx';

const PAGE_WIDGETS: SiteScopedKind<PageWidgetPermRow> = {
  load: (o) => permsApi.pageWidget(o).then((d) => ({ rows: d.pageWidgetPrivs, items: d.privItems })),
  save: (o, rows, items) =>
    permsApi.savePageWidget({ ...o, perms: rows.map((r) => ({ pageWidgetId: r.pageWidgetId, perms: grantsOf(items, r.perms) })) }),
  rowKey: 'pageWidgetId',
  nameOf: (r) => `${r.name} (${r.code})`,
  nameTitle: 'cms:perm.pageWidget',
  noData: 'cms:perm.noPageWidgets',
  testId: 'pagewidget',
};

/** 权限设置 → Page widgets: a site, then its page widgets with View/Edit/Delete/Publish/Offline. */
export default function PageWidgetPermTab(props: PermissionTabProps) {
  return <SiteScopedPermTab {...props} kind={PAGE_WIDGETS} />;
}
