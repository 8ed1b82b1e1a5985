import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { likeValue, listRoute, notFound, ok, type Kernel } from '#kernel/server';
import { Wire } from '#kernel/shared';
import { enterpriseOf } from '../services/applicant.ts';

const COLUMNS = [
  'enterpriseId',
  'enterpriseName',
  'uscc',
  'enterpriseType',
  'legalRep',
  'establishedDate',
  'regAddress',
  'memberCategory',
  'memberLevel',
  'contactName',
  'contactMobile',
  'contactEmail',
  'status',
  'createTime',
] as const;

/** Console → Awards → Enterprises (staff), and an applicant's own enterprise (scoped by award_enterprise_user). */
export async function enterpriseRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  listRoute(app, kernel, {
    url: '/award/enterprise/list',
    access: 'award:enterprise:list',
    filters: Type.Object({ enterpriseName: Wire.filter(100), uscc: Wire.filter(18), memberLevel: Wire.filter(40) }),
    sorts: { createTime: 'createTime', enterpriseName: 'enterpriseName' },
    defaultOrder: [['createTime', 'desc']],
    tiebreak: ['enterpriseId', 'desc'],
    query: (_req, q) => {
      let s = db.selectFrom('awardEnterprise');
      if (q.enterpriseName) s = s.where('enterpriseName', 'ilike', likeValue(q.enterpriseName));
      if (q.uscc) s = s.where('uscc', 'ilike', likeValue(q.uscc));
      if (q.memberLevel) s = s.where('memberLevel', '=', q.memberLevel);
      return s;
    },
    columns: [...COLUMNS],
    count: 'exact',
  });

  app.get('/award/enterprise/mine', { config: { access: 'award:enterprise:mine' } }, async (req) => {
    const id = await enterpriseOf(db, req.user!.userId);
    if (!id) throw notFound();
    const row = await db
      .selectFrom('awardEnterprise')
      .select([...COLUMNS, 'profile'])
      .where('enterpriseId', '=', id)
      .executeTakeFirstOrThrow();
    return ok(row);
  });
}
