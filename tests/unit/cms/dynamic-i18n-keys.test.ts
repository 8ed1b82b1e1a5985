import { SORT_OPTIONS } from '../../../plugins/cms/client/pages/content/sort-options.ts';
import { DIFF_FIELDS } from '../../../plugins/cms/client/pages/content/editor/revision-diff.ts';
import { REASONS as DEPLOY_REASONS } from '../../../plugins/cms/server/publish/deploy.ts';
import { CMS_FUNCTIONS } from '../../../plugins/cms/server/render/functions.ts';
import { CMS_TAGS } from '../../../plugins/cms/server/render/tags.ts';
import { PREVIEW_TYPES } from '../../../plugins/cms/server/routes/preview.ts';
import { exportColumnsOf } from '../../../plugins/cms/server/routes/word-kit.ts';
import { ZIP_REFUSALS } from '../../../plugins/cms/server/services/zip-read.ts';
import { CATALOG_PIPE_PROP_KEYS, CatalogAdd } from '../../../plugins/cms/shared/catalog.ts';
import {
  CONTENT_ATTRIBUTE_NAMES,
  CONTENT_BATCH_KINDS,
  CONTENT_OPS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
} from '../../../plugins/cms/shared/content.ts';
import { CMS_STAT_COUNTS } from '../../../plugins/cms/shared/dashboard.ts';
import { DYNAMIC_INIT_DATA_TYPES, DYNAMIC_PAGE_TYPES } from '../../../plugins/cms/shared/dynamic-page.ts';
import { CONTROL_TYPES, FIELD_TYPE_IDS, VALIDATION_TYPES, XModelFieldOptions } from '../../../plugins/cms/shared/exmodel.ts';
import { PAGE_WIDGET_TYPES } from '../../../plugins/cms/shared/page-widget.ts';
import { CATALOG_ACTIONS, PAGE_WIDGET_ACTIONS, SITE_ACTIONS } from '../../../plugins/cms/shared/permissions.ts';
import { FileStorageArgs, RESOURCE_STORAGES, RESOURCE_TYPE_IDS, RESOURCE_USAGE_TYPES } from '../../../plugins/cms/shared/resource.ts';
import { DICT_WORD_TYPES } from '../../../plugins/cms/shared/search-dict.ts';
import { INDEX_WEIGHTS } from '../../../plugins/cms/shared/search-index.ts';
import { PIPE_PROP_KEYS } from '../../../plugins/cms/shared/site.ts';
import { SiteExtends } from '../../../plugins/cms/shared/site-extends.ts';
import { SENSITIVE_TYPES, URL_TARGETS, WORD_KINDS } from '../../../plugins/cms/shared/word.ts';
import { describeDynamicKeys, enumOf } from '../dynamic-i18n-kit.ts';

describeDynamicKeys({
  folder: 'plugins/cms',
  families: {
    'cms:catalog.types.*': enumOf(CatalogAdd.properties.catalogType),
    'cms:catalogPipe.*': CATALOG_PIPE_PROP_KEYS,
    'cms:content.attrs.*': CONTENT_ATTRIBUTE_NAMES,
    'cms:content.types.*': CONTENT_TYPES,
    'cms:content.bodyTitles.*': CONTENT_TYPES,
    'cms:content.statuses.*': CONTENT_STATUSES,
    'cms:errors.xmodelValue.*': VALIDATION_TYPES.filter((v) => v !== 'NotEmpty'),
    'cms:exmodel.fieldTypes.*': FIELD_TYPE_IDS,
    'cms:exmodel.optionTypes.*': enumOf(XModelFieldOptions.properties.type),
    'cms:exmodel.validationTypes.*': VALIDATION_TYPES,
    'cms:exmodel.controls.*': CONTROL_TYPES,
    'cms:dynamic.type.*': DYNAMIC_PAGE_TYPES.map((p) => p.type),
    'cms:dynamic.typeDesc.*': DYNAMIC_PAGE_TYPES.map((p) => p.type),
    'cms:dynamic.init.*': DYNAMIC_INIT_DATA_TYPES,
    'cms:pageWidget.types.*': PAGE_WIDGET_TYPES,
    'cms:perm.items.*': [...new Set([...SITE_ACTIONS, ...CATALOG_ACTIONS, ...PAGE_WIDGET_ACTIONS])],
    'cms:resource.types.*': RESOURCE_TYPE_IDS,
    'cms:ext.repeat*': enumOf(SiteExtends.properties.RepeatTitleCheck),
    'cms:ext.pos.*': enumOf(SiteExtends.properties.ImageWatermarkArgs.properties.position),
    'cms:ext.storage.*': Object.keys(FileStorageArgs.properties),
    'cms:word.urlTargets.*': URL_TARGETS,
    'cms:word.sensitiveTypes.*': SENSITIVE_TYPES,
    'cms:staticize.tag.*': CMS_TAGS.map((t) => t.name),
    'cms:staticize.tagDesc.*': CMS_TAGS.map((t) => t.name),
    'cms:staticize.attr.*': [...new Set(CMS_TAGS.flatMap((t) => t.attrs.map((a) => a.usage ?? a.name)))],
    'cms:staticize.fn.*': CMS_FUNCTIONS.map((f) => f.name),
    'cms:staticize.arg.*': [...new Set(CMS_FUNCTIONS.flatMap((f) => f.args.map((a) => a.name)))],
    'cms:*': [...new Set(Object.values(DEPLOY_REASONS))],
    'cms:resource.storages.*': RESOURCE_STORAGES,
    'cms:resource.usageType.*': RESOURCE_USAGE_TYPES,
    'cms:searchIndex.weights.*': INDEX_WEIGHTS,
    'cms:searchDict.types.*': DICT_WORD_TYPES,
    'cms:theme.errors.*': ZIP_REFUSALS,
    'cms:content.ops.*': CONTENT_OPS,
    'cms:content.sorts.*': SORT_OPTIONS.map((x) => x.replace('#', '_')),
    'cms:content.batchTitles.*': CONTENT_BATCH_KINDS,
    // the album editor of every content type but the article
    'cms:content.albumAdd.*': CONTENT_TYPES.filter((c) => c !== 'article'),
    'cms:content.fieldNames.*': DIFF_FIELDS,
    'cms:preview.types.*': PREVIEW_TYPES,
    'cms:pipe.*': PIPE_PROP_KEYS,
    // the word columns (import ⊂ export); a page widget's field falls back to its own name
    'cms:fields.*': [...new Set(WORD_KINDS.flatMap(exportColumnsOf))],
    'cms:dashboard.*': CMS_STAT_COUNTS,
  },
  checkedElsewhere: {
    // fieldColumns((f) => t(`group.${f}`), fields) in the console: checked by the 'console columns' test
    'cms:publishPipe.*': 'plugins/cms/client/pages/publish-pipe/PublishPipePage.tsx (its column list)',
    'cms:site.*': 'plugins/cms/client/pages/site/SitePage.tsx (its column list)',
  },
});
