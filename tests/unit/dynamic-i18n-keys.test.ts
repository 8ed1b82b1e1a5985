import fs from 'node:fs';
import path from 'node:path';
import { BOOLEAN_PREFERENCES, LANGUAGES, SIZES } from '../../kernel/shared/constants.ts';
import { describeDynamicKeys } from './dynamic-i18n-kit.ts';

const root = path.resolve(__dirname, '../..');
/** The validation messages of kernel/shared/validation.ts: `common:validation.<what its fail() names>`. */
const validationKeys = [
  ...fs.readFileSync(path.join(root, 'kernel/shared/validation.ts'), 'utf8').matchAll(/\bfail\('([A-Za-z0-9_.]+)'/g),
].map((m) => `validation.${m[1]}`);

// the kernel's own families; each plugin lists its own in tests/unit/<plugin>/dynamic-i18n-keys.test.ts
describeDynamicKeys({
  folder: 'kernel',
  families: {
    'common:request.errorCode.*': ['403', '404'],
    'common:size.*': SIZES,
    'common:language.*': LANGUAGES,
    'common:settings.*': ['saving', 'resetting', 'theme-dark', 'theme-light'],
    'common:*': validationKeys,
    'common:preference.*': BOOLEAN_PREFERENCES,
    'common:preference.*Hint': BOOLEAN_PREFERENCES,
  },
  checkedElsewhere: {
    // fieldColumns(labels, fields): every call's field list is checked by the plugins' 'export columns' tests
    '*.*': 'kernel/server/crud/field-columns.ts and kernel/client/crud/ImportDialog.tsx (texts prefix + fixed keys)',
  },
});
