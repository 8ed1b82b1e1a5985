import { type Static, Type } from 'typebox';

const num = () => Type.Number();
const str = () => Type.String();
const opt = <T extends ReturnType<typeof str | typeof num>>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));

/** Database monitor figures (`GET /monitor/db`): PostgreSQL's statistics and the server's pool. */
export const DbInfo = Type.Object({
  version: str(),
  serverVersion: str(),
  database: str(),
  databaseSize: num(),
  databaseSizePretty: str(),
  maxConnections: num(),
  startTime: str(),
  timeZone: str(),
  connections: Type.Array(Type.Object({ state: str(), count: num() })),
  tables: Type.Array(
    Type.Object({
      schema: str(),
      tableName: str(),
      rowEstimate: num(),
      totalBytes: num(),
      tableBytes: num(),
      indexBytes: num(),
      totalSize: str(),
      liveRows: num(),
      deadRows: num(),
      lastAutovacuum: opt(str()),
      lastAutoanalyze: opt(str()),
    }),
  ),
  longQueries: Type.Array(
    Type.Object({
      pid: num(),
      userName: opt(str()),
      applicationName: opt(str()),
      clientAddr: opt(str()),
      state: opt(str()),
      waitEventType: opt(str()),
      waitEvent: opt(str()),
      durationSeconds: num(),
      queryStart: opt(str()),
      query: opt(str()),
    }),
  ),
  locks: Type.Array(
    Type.Object({
      lockType: str(),
      mode: str(),
      granted: Type.Boolean(),
      pid: num(),
      relation: opt(str()),
      state: opt(str()),
      query: opt(str()),
      durationSeconds: opt(num()),
    }),
  ),
  stats: Type.Optional(
    Type.Object({
      commits: num(),
      rollbacks: num(),
      blocksRead: num(),
      blocksHit: num(),
      cacheHitRatio: opt(num()),
      deadlocks: num(),
      tempBytes: num(),
    }),
  ),
  poolSize: num(),
  poolIdle: num(),
  poolWaiting: num(),
});
export type DbInfo = Static<typeof DbInfo>;
