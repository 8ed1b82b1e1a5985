import { QUERY_REFUSALS, SCRIPT_STOPS } from '../../../plugins/tools/shared/script.ts';
import { describeDynamicKeys } from '../dynamic-i18n-kit.ts';

describeDynamicKeys({
  folder: 'plugins/tools',
  families: {
    'tools:script.query.*': QUERY_REFUSALS,
    'tools:script.stopped.*': SCRIPT_STOPS,
    'tools:script.changeOp.*': ['insert', 'update', 'delete'],
  },
});
