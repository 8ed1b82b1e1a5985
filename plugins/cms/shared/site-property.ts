import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

const fields = {
  siteId: Wire.id(),
  propName: Wire.text(100),
  propCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }),
  propValue: Wire.optionalText(2000),
  remark: Wire.optionalText(500),
};

/** `POST /cms/site/prop`: a free key/value of a site for its templates (CmsSiteProperty). */
export const SitePropertyAdd = Type.Object(fields);
export type SitePropertyAdd = Static<typeof SitePropertyAdd>;

/** `PUT /cms/site/prop` */
export const SitePropertyEdit = Type.Object({ propertyId: Wire.id(), ...fields });
export type SitePropertyEdit = Static<typeof SitePropertyEdit>;

/** `GET /cms/site/prop/list` */
export const SitePropertyQuery = Type.Object({ siteId: Wire.id(), query: Wire.filter(100) });
export type SitePropertyQuery = Static<typeof SitePropertyQuery>;
