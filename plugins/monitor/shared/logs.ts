import { type Static, Type } from 'typebox';

/** One row of System logs (`GET /monitor/logs`): a log screen and where it opens. */
export const LogMenu = Type.Object({ id: Type.String(), name: Type.String(), router: Type.String() });
export type LogMenu = Static<typeof LogMenu>;
