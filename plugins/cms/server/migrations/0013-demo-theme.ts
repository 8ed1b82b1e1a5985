import type { Migration } from '#kernel/server';

/** The demo site's pipes use the default theme's templates (set once, only where no pipe props exist yet). */
export const m0013DemoTheme: Migration = {
  id: '0013-demo-theme',
  up: `
update cms_site set publish_pipe_props = jsonb_build_object(
  'pc', jsonb_build_object('staticSuffix', 'html', 'indexTemplate', 'index', 'defaultListTemplate', 'list',
    'defaultDetailTemplate_article', 'article', 'defaultDetailTemplate_image', 'article',
    'defaultDetailTemplate_audio', 'article', 'defaultDetailTemplate_video', 'article'),
  'h5', jsonb_build_object('staticSuffix', 'html', 'indexTemplate', 'index', 'defaultListTemplate', 'list',
    'defaultDetailTemplate_article', 'article', 'defaultDetailTemplate_image', 'article',
    'defaultDetailTemplate_audio', 'article', 'defaultDetailTemplate_video', 'article'))
where path = 'zhuxie' and publish_pipe_props = '{}'::jsonb;
insert into cms_site_property (site_id, prop_name, prop_code, prop_value, create_by)
select site_id, '标语', 'Slogan', '服务会员 · 规范行业', 'system' from cms_site s
where path = 'zhuxie' and not exists (select 1 from cms_site_property p where p.site_id = s.site_id and p.prop_code = 'Slogan');
`,
};
