import type { Migration } from '#kernel/server';

/**
 * A page widget's type is `manual` or one another plugin contributes (the kernel's `PAGE_WIDGET_HOST`): the
 * column admits any type name; which ones exist is the running plugins' business.
 */
export const m0019PageWidgetType: Migration = {
  id: '0019-page-widget-type',
  up: `
alter table cms_page_widget drop constraint if exists cms_page_widget_type_check;
alter table cms_page_widget add constraint cms_page_widget_type_check check (type ~ '^[a-z][a-z0-9_]{0,31}$');
`,
};
