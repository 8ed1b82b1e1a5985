import type { FastifyInstance } from 'fastify';
import { idsBody, ok, sql, type Kernel } from '#kernel/server';

/** Which log a pair of removal routes empties (see `logRemovalRoutes`). */
export interface LogRemoval {
  /** the log's URL: `DELETE url` removes rows by id, `DELETE url/clean` empties the log */
  url: string;
  /** removes the rows with these ids */
  remove(ids: number[]): Promise<unknown>;
  /** the log's SQL table, emptied by the clean route */
  sqlTable: string;
  access: string;
  logTitle: string;
}

/**
 * The two removal routes of a log: chosen rows by id, or the whole log. The CLEAN entry of the operation
 * log is written after the truncate (on response), so the emptied log still shows who emptied it.
 */
export function logRemovalRoutes(app: FastifyInstance, kernel: Kernel, log: LogRemoval): void {
  app.delete<{ Body: number[] }>(
    log.url,
    { config: { access: log.access, log: { title: log.logTitle, type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      await log.remove(req.body);
      return ok();
    },
  );

  app.delete(`${log.url}/clean`, { config: { access: log.access, log: { title: log.logTitle, type: 'CLEAN' } } }, async () => {
    await sql`truncate table ${sql.table(log.sqlTable)}`.execute(kernel.db);
    return ok();
  });
}
