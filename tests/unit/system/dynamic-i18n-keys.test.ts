import { DATA_SCOPE } from '../../../kernel/server/access/data-scope.ts';
import { COLUMNS as USER_IMPORT_COLUMNS } from '../../../plugins/system/server/routes/user-import.ts';
import { LIST_CLASSES } from '../../../plugins/system/shared/dict.ts';
import { PUSH_CHANNEL_TYPES } from '../../../plugins/system/shared/pusher.ts';
import { describeDynamicKeys } from '../dynamic-i18n-kit.ts';

describeDynamicKeys({
  folder: 'plugins/system',
  families: {
    'system:fields.*': USER_IMPORT_COLUMNS,
    'system:dataScope.*': Object.values(DATA_SCOPE),
    'system:dictData.listClass.*': LIST_CLASSES,
    'system:pusher.types.*': PUSH_CHANNEL_TYPES,
  },
});
