import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** A parameter (参数设置) as the list and the detail send it (name in the request language, credential values masked). */
export const SysConfig = Type.Object({
  configId: Wire.id(),
  configName: Type.String(),
  configKey: Type.String(),
  configValue: Type.String(),
  /** Y when a plugin's code defines the key */
  fixed: Wire.yesNo(),
  remark: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type SysConfig = Static<typeof SysConfig>;

const fields = {
  configName: Wire.text(100),
  configKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.\\-]+$' }),
  configValue: Wire.text(2000),
  remark: Wire.optionalText(500),
};

/** `POST /system/config` */
export const ConfigAdd = Type.Object(fields);
export type ConfigAdd = Static<typeof ConfigAdd>;

/** `PUT /system/config` */
export const ConfigEdit = Type.Object({ configId: Wire.id(), version: Wire.version(), ...fields });
export type ConfigEdit = Static<typeof ConfigEdit>;

/** Filters of `GET /system/config/list` (besides the create-time range) */
export const ConfigQuery = Type.Object({ configName: Wire.filter(100), configKey: Wire.filter(100) });
export type ConfigQuery = Static<typeof ConfigQuery>;
