import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Dictionary type keys: a letter, then letters, digits, underscore (they become i18n key parts). */
export const DICT_TYPE_PATTERN = '^[A-Za-z][A-Za-z0-9_]*$';

/** Tag styles a dictionary value may use (RuoYi list classes; the console maps them to Arco colours). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

const listClass = () => Type.Enum(['', ...LIST_CLASSES]);

/** A dictionary type (字典类型) as the list and the detail send it (name already in the request language). */
export const DictType = Type.Object({
  dictId: Wire.id(),
  dictName: Type.String(),
  dictType: Type.String(),
  status: Wire.status(),
  /** Y when a plugin's code defines it */
  fixed: Wire.yesNo(),
  remark: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type DictType = Static<typeof DictType>;

const typeFields = {
  dictName: Wire.text(100),
  dictType: Type.String({ minLength: 1, maxLength: 100, pattern: DICT_TYPE_PATTERN }),
  status: Wire.status(),
  remark: Wire.optionalText(500),
};

/** `POST /system/dict/type` */
export const DictTypeAdd = Type.Object(typeFields);
export type DictTypeAdd = Static<typeof DictTypeAdd>;

/** `PUT /system/dict/type` */
export const DictTypeEdit = Type.Object({ dictId: Wire.id(), version: Wire.version(), ...typeFields });
export type DictTypeEdit = Static<typeof DictTypeEdit>;

/** Filters of `GET /system/dict/type/list` (besides the create-time range) */
export const DictTypeQuery = Type.Object({ dictName: Wire.filter(100), dictType: Wire.filter(100), status: Wire.filter(1) });
export type DictTypeQuery = Static<typeof DictTypeQuery>;

/** A dictionary value (字典数据) as the list and the detail send it (label already in the request language). */
export const DictData = Type.Object({
  dictCode: Wire.id(),
  dictType: Type.String(),
  dictLabel: Type.String(),
  dictValue: Type.String(),
  dictSort: Type.Integer(),
  cssClass: Type.Optional(Type.String()),
  listClass: Type.Optional(listClass()),
  isDefault: Wire.yesNo(),
  status: Wire.status(),
  /** Y when a plugin's code defines it */
  fixed: Wire.yesNo(),
  remark: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type DictData = Static<typeof DictData>;

const dataFields = {
  dictType: Type.String({ minLength: 1, maxLength: 100 }),
  dictLabel: Wire.text(100),
  dictValue: Wire.text(100),
  dictSort: Wire.int(0, 99999),
  cssClass: Type.Optional(Type.Union([Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_\\- ]*$' }), Type.Null()])),
  listClass: Type.Optional(Type.Union([listClass(), Type.Null()])),
  isDefault: Type.Optional(Type.Enum(['Y', 'N'], { default: 'N' })),
  status: Wire.status(),
  remark: Wire.optionalText(500),
};

/** `POST /system/dict/data` */
export const DictDataAdd = Type.Object(dataFields);
export type DictDataAdd = Static<typeof DictDataAdd>;

/** `PUT /system/dict/data` */
export const DictDataEdit = Type.Object({ dictCode: Wire.id(), version: Wire.version(), ...dataFields });
export type DictDataEdit = Static<typeof DictDataEdit>;

/** Filters of `GET /system/dict/data/list` */
export const DictDataQuery = Type.Object({ dictType: Wire.filter(100), dictLabel: Wire.filter(100), status: Wire.filter(1) });
export type DictDataQuery = Static<typeof DictDataQuery>;
