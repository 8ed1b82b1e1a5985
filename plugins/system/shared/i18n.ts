import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** One translation (sys_i18n_dict row); a row of the per-key editor without `dictId` is filled from the locale files. */
export const I18nEntry = Type.Object({
  dictId: Type.Optional(Wire.id()),
  langTag: Type.String(),
  langKey: Type.String(),
  langValue: Type.String(),
  version: Type.Optional(Wire.version()),
});
export type I18nEntry = Static<typeof I18nEntry>;

const fields = {
  /** a language of the I18nDictType dictionary */
  langTag: Type.String({ minLength: 1, maxLength: 20 }),
  /** a key without white space */
  langKey: Wire.text(200),
  langValue: Wire.text(2000),
};

/** `POST /system/i18n/dict` */
export const I18nAdd = Type.Object(fields);
export type I18nAdd = Static<typeof I18nAdd>;

/** `PUT /system/i18n/dict` */
export const I18nEdit = Type.Object({ dictId: Wire.id(), version: Wire.version(), ...fields });
export type I18nEdit = Static<typeof I18nEdit>;

/** `PUT /system/i18n/dict/batch`: the languages of one key, each an existing row (id and version) or a new one */
export const I18nBatch = Type.Array(Type.Object({ dictId: Type.Optional(Wire.id()), version: Type.Optional(Wire.version()), ...fields }), {
  minItems: 1,
  maxItems: 20,
});
export type I18nBatch = Static<typeof I18nBatch>;

/** `GET /system/i18n/dict/langKey/:key` */
export const I18nKeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });

/** Filters of `GET /system/i18n/dict/list` */
export const I18nQuery = Type.Object({ langTag: Wire.filter(20), langKey: Wire.filter(200), langValue: Wire.filter(200) });
export type I18nQuery = Static<typeof I18nQuery>;
