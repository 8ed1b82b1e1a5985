// the kernel owns the rule (its configKey lookup applies it); the config screens mask with the same one
export { MASKED_VALUE, isSecretConfigKey } from '#kernel/server';
