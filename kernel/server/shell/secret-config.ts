/**
 * True for config keys whose value is a credential (`…Secret`, `…Password`, `…Token`, `…AccessKey`, …):
 * such values are masked in lists and details and never returned by the configKey lookup (security.md #20).
 */
export function isSecretConfigKey(key: string): boolean {
  return /secret|(password|passwd|pwd|token|accesskey|apikey|privatekey)$/i.test(key);
}

/** What a masked value looks like on the wire; saving it back unchanged keeps the stored value. */
export const MASKED_VALUE = '******';
