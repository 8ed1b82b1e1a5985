import { EXP_OPERATIONS, LEVEL_TYPES } from '../../../plugins/member/shared/config.ts';
import { describeDynamicKeys } from '../dynamic-i18n-kit.ts';

describeDynamicKeys({
  folder: 'plugins/member',
  families: {
    'member:levelType.*': LEVEL_TYPES,
    'member:opType.*': EXP_OPERATIONS,
  },
});
