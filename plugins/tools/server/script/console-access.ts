import type { FastifyRequest } from 'fastify';
import { AppError, type Kernel } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import { SCRIPT_CONSOLE_CONFIG } from '../../shared/script.ts';

/** Refuses unless the script console is switched on and the caller is the super administrator. */
export async function assertConsole(kernel: Kernel, req: FastifyRequest): Promise<void> {
  if ((await kernel.configValue(SCRIPT_CONSOLE_CONFIG))?.trim() !== 'Y')
    throw new AppError(ResultCode.FORBIDDEN, 'tools:script.off', { key: SCRIPT_CONSOLE_CONFIG });
  if (!req.identity?.superAdmin) throw new AppError(ResultCode.FORBIDDEN, 'tools:script.superAdminOnly');
}
