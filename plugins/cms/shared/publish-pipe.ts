import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** A publish pipe code: letters, digits, underscore (SPEC §5); it names directories, so nothing else. */
export const PIPE_CODE_PATTERN = '^[A-Za-z0-9_]+$';

const fields = {
  name: Wire.text(50),
  code: Type.String({ minLength: 1, maxLength: 20, pattern: PIPE_CODE_PATTERN }),
  /** `0` enabled / `1` disabled (dict EnableOrDisable) */
  state: Wire.status(),
  sort: Wire.int(0, 9999),
  remark: Wire.optionalText(500),
};

/** `POST /cms/publishpipe`: a pipe of the current site. */
export const PublishPipeAdd = Type.Object(fields);
export type PublishPipeAdd = Static<typeof PublishPipeAdd>;

/** `PUT /cms/publishpipe`: the code is fixed once made (templates, output directories and props are keyed by it). */
export const PublishPipeEdit = Type.Object({ publishpipeId: Wire.id(), ...fields });
export type PublishPipeEdit = Static<typeof PublishPipeEdit>;

/** `GET /cms/publishpipe/list` */
export const PublishPipeQuery = Type.Object({ name: Wire.filter(50), state: Type.Optional(Wire.status()) });
export type PublishPipeQuery = Static<typeof PublishPipeQuery>;

/** A pipe on the wire (CmsPublishPipe, v1.4.3 names). */
export interface PublishPipe {
  publishpipeId: number;
  siteId: number;
  name: string;
  code: string;
  state: '0' | '1';
  sort: number;
  remark: string | null;
  createBy: string | null;
  createTime: string;
}
