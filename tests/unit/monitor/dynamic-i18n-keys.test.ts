import { KNOWN_CACHES } from '../../../plugins/monitor/server/routes/cache.ts';
import { COLUMNS as JOB_COLUMNS } from '../../../plugins/monitor/server/routes/job.ts';
import { LOG_MENUS } from '../../../plugins/monitor/server/routes/logs.ts';
import { JobLogQuery } from '../../../plugins/monitor/shared/job-log.ts';
import { describeDynamicKeys, enumOf } from '../dynamic-i18n-kit.ts';

const JOB_PARAM_TYPES = ['string', 'number', 'integer', 'boolean'] as const;

describeDynamicKeys({
  folder: 'plugins/monitor',
  families: {
    'monitor:logs.types.*': LOG_MENUS.map((m) => m.id),
    'monitor:fields.*': JOB_COLUMNS,
    'monitor:cache.remarks.*': KNOWN_CACHES,
    'monitor:types.*': JOB_PARAM_TYPES,
    'monitor:jobLog.trigger.*': enumOf(JobLogQuery.properties.triggerType),
  },
  checkedElsewhere: {
    // Redis INFO fields: an unknown one shows its own name (defaultValue)
    'monitor:cache.info.*': 'open set with a default value',
  },
});
