import type { RouteApp } from '#kernel/server';
import {
  addRoute,
  detailRoute,
  formatInstant,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  ok,
  removeRoute,
  updateVersioned,
  type Kernel,
} from '#kernel/server';
import { templateById } from '../../shared/score-templates.ts';
import { type Round, RoundAdd, RoundEdit, RoundQuery, checkRound, roundState } from '../../shared/round.ts';

/** Console → Awards → Rounds (awards.md §5): a round per award type, year and batch; its state follows its times. */
export async function roundRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);
  // who changed a round last is not part of it on the wire
  const wire = ({ updateBy, updateTime, ...r }: any): Round => ({
    ...r,
    passScore: r.passScore == null ? null : Number(r.passScore),
    committeePassRatio: Number(r.committeePassRatio),
    state: roundState(r, now()),
  });

  listRoute<Round>(app, kernel, {
    url: '/award/round/list',
    access: 'award:round:list',
    filters: RoundQuery,
    sorts: { openAt: 'openAt', closeAt: 'closeAt', year: 'year', createTime: 'createTime' },
    defaultOrder: [['openAt', 'desc']],
    tiebreak: ['roundId', 'desc'],
    query: (_req, q: RoundQuery) => {
      let s = db.selectFrom('awardRound');
      if (q.awardType) s = s.where('awardType', '=', q.awardType);
      if (q.year) s = s.where('year', '=', q.year);
      if (q.title) s = s.where('title', 'ilike', likeValue(q.title));
      return s;
    },
    wire: (_req, r) => wire(r),
    count: 'exact',
  });

  const object = { url: '/award/round', table: 'awardRound', key: 'roundId', logTitle: 'award:log.round' } as const;
  detailRoute(app, kernel, { ...object, access: 'award:round:list', objects: { fields: { id: 'round' } }, wire: (_req, r) => wire(r) });

  const validate = async (b: RoundAdd, selfId?: number) => {
    const p = checkRound(b);
    if (p) throw invalidField(p.field, p.key, p.params);
    if (b.scoreTemplate && !templateById(b.scoreTemplate))
      throw invalidField('scoreTemplate', 'award:score.err.noSuchTemplate', { template: b.scoreTemplate });
    if (!kernel.forms.list('award').length || b.schemaVersion < 1) throw invalidField('schemaVersion', 'award:errors.noForm');
    let q = db
      .selectFrom('awardRound')
      .select('roundId')
      .where('awardType', '=', b.awardType)
      .where('year', '=', b.year)
      .where('batch', '=', b.batch);
    if (selfId) q = q.where('roundId', '<>', selfId);
    if (await q.executeTakeFirst()) throw invalidField('batch', 'award:errors.roundTaken', { year: b.year, batch: b.batch });
  };

  const values = (b: RoundAdd) => ({
    awardType: b.awardType,
    title: b.title.trim(),
    year: b.year,
    batch: b.batch,
    openAt: b.openAt,
    closeAt: b.closeAt,
    scaleRules: JSON.stringify(b.scaleRules),
    prerequisites: JSON.stringify(b.prerequisites),
    maxPerEnterprise: b.maxPerEnterprise,
    requiresMembership: b.requiresMembership,
    recommenderRequired: b.recommenderRequired ?? false,
    siteInspectionRequired: b.siteInspectionRequired ?? false,
    attachmentSlots: JSON.stringify(b.attachmentSlots),
    scoreTemplate: b.scoreTemplate || null,
    passScore: b.passScore ?? null,
    publicityDays: b.publicityDays,
    publicityWorkingDays: b.publicityWorkingDays,
    committeePassRatio: b.committeePassRatio ?? 0.5,
    returnLimit: b.returnLimit,
    resubmitDeadlineDays: b.resubmitDeadlineDays,
    schemaVersion: b.schemaVersion,
    ...(b.minExperts !== undefined ? { minExperts: b.minExperts } : {}),
    remark: b.remark ?? null,
  });

  addRoute(app, kernel, {
    ...object,
    access: 'award:round:add',
    body: RoundAdd,
    guard: (_trx, _req, b) => validate(b),
    values: (_req, b) => values(b),
  });

  app.put(
    '/award/round',
    { config: { access: 'award:round:edit', log: { title: 'award:log.round', type: 'UPDATE' } }, schema: { body: RoundEdit } },
    async (req) => {
      const b = req.body as RoundEdit;
      const cur = await db.selectFrom('awardRound').select(['roundId', 'version']).where('roundId', '=', b.roundId).executeTakeFirst();
      if (!cur) throw notFound(String(b.roundId));
      await validate(b, b.roundId);
      // a newer version is refused naming the field (one saved between this check and the write answers 409)
      if (cur.version !== b.version) throw invalidField('version', 'award:errors.roundChanged');
      await updateVersioned(db, 'awardRound', { column: 'roundId', id: b.roundId }, b.version, values(b), req.user!.userName);
      return ok();
    },
  );

  removeRoute(app, kernel, { ...object, access: 'award:round:remove', objects: { fields: { body: 'round' } } });
}
