import { DATA_SCOPE } from '../../../kernel/server/access/data-scope.ts';
import { LANGUAGES } from '../../../kernel/shared/constants.ts';
import { COLUMNS as USER_IMPORT_COLUMNS } from '../../../plugins/system/server/routes/user-import.ts';
import { LIST_CLASSES } from '../../../plugins/system/shared/dict.ts';
import { PUSH_CHANNEL_TYPES, PUSH_DELIVERY_STATES } from '../../../plugins/system/shared/pusher.ts';
import { describeDynamicKeys } from '../dynamic-i18n-kit.ts';

describeDynamicKeys({
  folder: 'plugins/system',
  families: {
    'system:fields.*': USER_IMPORT_COLUMNS,
    'system:dataScope.*': Object.values(DATA_SCOPE),
    'system:dictData.listClass.*': LIST_CLASSES,
    'system:pusher.types.*': PUSH_CHANNEL_TYPES,
    // the pusher's templates screen names each language
    'common:language.*': LANGUAGES,
    'system:pusher.states.*': PUSH_DELIVERY_STATES,
    'system:pusher.secretHint.*': ['wecom', 'dingtalk', 'feishu', 'webhook'],
  },
});
