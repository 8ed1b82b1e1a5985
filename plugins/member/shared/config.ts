import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Level types (v1.4.3 `GET /member/levelConfig/types`): only Default. */
export const LEVEL_TYPES = ['Default'] as const;
/** Exp operations (v1.4.3 SignIn, Comment, CommentLike; the association's custom form and award application). */
export const EXP_OPERATIONS = ['SignIn', 'Comment', 'CommentLike', 'CustomFormSubmit', 'AwardApply'] as const;
export type ExpOperation = (typeof EXP_OPERATIONS)[number];

const levelFields = {
  levelType: Wire.codeOf(LEVEL_TYPES),
  level: Wire.int(0, 999),
  name: Wire.text(50),
  icon: Wire.optionalText(500),
  nextNeedExp: Wire.int(0, 2_000_000_000),
  remark: Wire.optionalText(500),
};
/** `POST /member/levelConfig` */
export const LevelConfigAdd = Type.Object(levelFields);
export type LevelConfigAdd = Static<typeof LevelConfigAdd>;
/** `PUT /member/levelConfig` */
export const LevelConfigEdit = Type.Object({ configId: Wire.id(), version: Wire.version(), ...levelFields });
export type LevelConfigEdit = Static<typeof LevelConfigEdit>;
/** `GET /member/levelConfig` */
export const LevelConfigQuery = Type.Object({ levelType: Wire.filterOf(LEVEL_TYPES), level: Type.Optional(Wire.int(0, 999)) });
export type LevelConfigQuery = Static<typeof LevelConfigQuery>;

export interface LevelConfigRow {
  configId: number;
  levelType: string;
  levelTypeName: string;
  level: number;
  name: string;
  icon?: string;
  nextNeedExp: number;
  remark?: string;
  version: number;
}

const expFields = {
  opType: Wire.codeOf(EXP_OPERATIONS),
  levelType: Wire.codeOf(LEVEL_TYPES),
  exp: Wire.int(0, 1_000_000),
  /** times a day the operation earns exp (0: no limit) */
  dayLimit: Wire.int(0, 1_000_000),
  /** times in all (0: no limit) */
  totalLimit: Wire.int(0, 1_000_000_000),
  remark: Wire.optionalText(500),
};
/** `POST /member/expConfig` */
export const ExpConfigAdd = Type.Object(expFields);
export type ExpConfigAdd = Static<typeof ExpConfigAdd>;
/** `PUT /member/expConfig` */
export const ExpConfigEdit = Type.Object({ configId: Wire.id(), version: Wire.version(), ...expFields });
export type ExpConfigEdit = Static<typeof ExpConfigEdit>;
/** `GET /member/expConfig` */
export const ExpConfigQuery = Type.Object({ opType: Wire.filterOf(EXP_OPERATIONS), levelType: Wire.filterOf(LEVEL_TYPES) });
export type ExpConfigQuery = Static<typeof ExpConfigQuery>;

export interface ExpConfigRow {
  configId: number;
  opType: string;
  opTypeName: string;
  levelType: string;
  levelTypeName: string;
  exp: number;
  dayLimit: number;
  totalLimit: number;
  remark?: string;
  version: number;
}
