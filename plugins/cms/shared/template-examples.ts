/**
 * The documented example of every CMS template tag and function (chestnut-api §4.4): the Directive screen shows
 * them and tests/api/cms/template-examples.test.ts renders each one on the page it names, so an example that no
 * longer works fails a test.
 */

/** The page an example is written for: the site's home, a catalog's list, the page of a content of that type. */
import type { ExamplePage } from '#kernel/server';

export type { ExamplePage };

export interface TemplateExample {
  code: string;
  page: ExamplePage;
}

const on = (page: ExamplePage, code: string): TemplateExample => ({ code, page });

/** One example per tag, by tag name. */
export const TAG_EXAMPLES: Record<string, TemplateExample> = {
  cms_site: on('site', '{% cms_site %}<a href="{{ item.link }}">{{ item.name }}</a>{% endcms_site %}'),
  cms_site_property: on(
    'site',
    '{% cms_site_property code:"hotline" %}{{ item.propName }}: {{ item.propValue }}{% endcms_site_property %}',
  ),
  cms_catalog: on('site', '{% cms_catalog level:"Root" size:10 %}<a href="{{ item.link }}">{{ item.name }}</a>{% endcms_catalog %}'),
  cms_content: on(
    'site',
    '{% cms_content catalogalias:"news" sort:"Recent" size:5 %}<a href="{{ item.link }}">{{ item.title }}</a>{% endcms_content %}',
  ),
  cms_article: on('article', '<h1>{{ Content.title }}</h1><article>{% cms_article %}</article>'),
  cms_include: on('site', '{% cms_include file:"header" %}'),
  cms_search_content: on(
    'site',
    '{% cms_search_content query:"年会" size:10 %}<a href="{{ item.link }}">{{ item.title }}</a>{% endcms_search_content %}',
  ),
  cms_pagewidget: on('site', '{% cms_pagewidget code:"links" %}'),
  cms_pagewidget_data: on(
    'site',
    '{% cms_pagewidget_data code:"links" %}{% for row in Data %}{% for item in row.items %}<a href="{{ item.url }}">{{ item.title }}</a>{% endfor %}{% endfor %}{% endcms_pagewidget_data %}',
  ),
  page_bar: on('catalog', '{% cms_content page:true size:1 %}<p>{{ item.title }}</p>{% endcms_content %}{% page_bar max:5 %}'),
  cms_image: on('image', '{% cms_image %}<img src="{{ item.path }}" alt="{{ item.title }}">{% endcms_image %}'),
  cms_audio: on('audio', '{% cms_audio %}<audio src="{{ item.path }}" title="{{ item.title }}"></audio>{% endcms_audio %}'),
  cms_video: on('video', '{% cms_video %}<video src="{{ item.path }}" title="{{ item.title }}"></video>{% endcms_video %}'),
  cms_content_closest: on(
    'article',
    '{% cms_content_closest type:"Next" %}<a href="{{ item.link }}">{{ item.title }}</a>{% endcms_content_closest %}',
  ),
  cms_content_rela: on('article', '{% cms_content_rela size:5 %}<a href="{{ item.link }}">{{ item.title }}</a>{% endcms_content_rela %}'),
};

/** One example per function, by function name. */
export const FUNCTION_EXAMPLES: Record<string, TemplateExample> = {
  siteUrl: on('site', '<a href="{{ Site.siteId | siteUrl }}">{{ Site.name }}</a>'),
  catalogUrl: on('site', '{% cms_catalog level:"Root" size:1 %}{{ item | catalogUrl }}{% endcms_catalog %}'),
  contentUrl: on('site', '{% cms_content catalogalias:"news" size:1 %}{{ item | contentUrl }}{% endcms_content %}'),
  contentPageLink: on('site', '{{ "news/1.shtml" | contentPageLink: 2 }}'),
  dynamicPageLink: on('site', '<a href="{{ "Search" | dynamicPageLink }}?q=年会">搜索</a>'),
  customDynamicPageLink: on('site', '<a href="{{ "signup" | customDynamicPageLink }}">报名</a>'),
  internalUrl: on(
    'site',
    '{% cms_catalog level:"Root" size:1 %}{{ "iurl://catalog?id=" | append: item.catalogId | internalUrl }}{% endcms_catalog %}',
  ),
  htmlInternalUrl: on(
    'article',
    `{{ '<a href="iurl://catalog?id=' | append: Content.catalogId | append: '">栏目</a>' | htmlInternalUrl | raw }}`,
  ),
  imageSize: on('image', '{% cms_image %}<img src="{{ item.path | imageSize: 300, 200 }}">{% endcms_image %}'),
  clearHtmlTag: on('site', '{{ "<p>会员 <b>大会</b> &amp; 年会</p>" | clearHtmlTag }}'),
  dateFormat: on('site', '{{ "2026-03-01 09:30:00" | dateFormat: "yyyy年MM月dd日 HH:mm" }}'),
  dict: on('site', '{{ "Y" | dict: "YesOrNo" }}'),
  sysConfig: on('site', '{{ "SysRegistEnable" | sysConfig }}'),
  replaceHotWord: on('site', '{{ "欢迎参加协会年会" | escape | replaceHotWord: "links" | raw }}'),
  replaceSensitiveWord: on('site', '{{ "这是违禁词测试" | replaceSensitiveWord: "*" }}'),
};
