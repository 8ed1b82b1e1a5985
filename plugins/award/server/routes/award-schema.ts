import type { RouteApp } from '#kernel/server';
import { type Kernel, notFound, ok } from '#kernel/server';
import { AWARD_TYPES } from '../../shared/permissions.ts';
import { awardForm } from '../services/award-forms.ts';

const LIST = 'award:application:list';

/** The form schema of an award type (its newest version or the one asked for), as the application screen renders it. */
export async function awardSchemaRoutes(app: RouteApp, kernel: Kernel) {
  app.get(
    '/award/schema/:type',
    {
      config: { access: LIST },
      schema: {
        params: { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 60 } } },
        querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1, maximum: 100000 } } },
      },
    },
    async (req) => {
      const { type } = req.params as { type: string };
      const { version } = req.query as { version?: number };
      const form = (AWARD_TYPES as readonly string[]).includes(type) ? awardForm(kernel, type, version) : undefined;
      if (!form)
        throw notFound(version ? req.t('award:errors.noSchemaVersion', { type, version }) : req.t('award:errors.noSchemaType', { type }));
      return ok({ type: form.type, version: form.version, schema: form.schema });
    },
  );
}
