import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import type { Kernel } from '../kernel.ts';
import { statusField, versionField } from './schemas.ts';
import { updateVersioned } from './versioned-update.ts';

type Table = keyof Database & string;

/** How a change-status route finds, guards and writes its row (see `statusRoute`). */
export interface StatusRouteSpec<T extends Table> {
  /** the route, e.g. `/system/notice/changeStatus` */
  url: string;
  /** permission of the change, and the operation-log title */
  access: string;
  logTitle: string;
  /** the versioned table and its id column, which is also the id field of the body */
  table: T;
  key: keyof Database[T] & string;
  /** refuses the change before anything is written (e.g. a code-defined row), by throwing */
  guard?: (req: FastifyRequest, id: number) => Promise<void>;
  /** runs after the write (e.g. drops a cache) */
  after?: () => Promise<void>;
}

/**
 * Registers `PUT url` with `{<key>, status, version}`: a version-checked write of the row's `0`/`1` status
 * (missing row not-found, newer version 409), logged as an UPDATE.
 */
export function statusRoute<T extends Table>(app: FastifyInstance, kernel: Kernel, spec: StatusRouteSpec<T>): void {
  const body = {
    type: 'object',
    required: [spec.key, 'status', 'version'],
    properties: { [spec.key]: { type: 'integer', minimum: 1 }, status: statusField, version: versionField },
  };
  app.put(spec.url, { config: { access: spec.access, log: { title: spec.logTitle, type: 'UPDATE' } }, schema: { body } }, async (req) => {
    const b = req.body as Record<string, number> & { status: string };
    const id = b[spec.key];
    await spec.guard?.(req, id);
    const values = { status: b.status } as unknown as Parameters<typeof updateVersioned<T>>[4];
    await updateVersioned(kernel.db, spec.table, { column: spec.key, id }, b.version, values, req.user!.userName);
    await spec.after?.();
    return ok();
  });
}
