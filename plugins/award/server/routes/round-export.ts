import type { RouteApp } from '#kernel/server';
import { AppError, EXPORT_ROW_CAP, type Kernel, idParam, notFound, sendXlsx } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
import type { AwardType } from '../../shared/permissions.ts';
import { awardForm } from '../services/award-forms.ts';
import { scopeOf } from '../services/application-access.ts';
import { KEY_FIELDS, keyFieldNode, keyFieldValues } from '../services/award-key-fields.ts';
import { formText } from '../services/form-text.ts';

const EXPORT = 'award:application:export';

/** Characters a sheet name may not hold. */
const SHEET_UNSAFE = /[*?:\\/[\]]/g;

/**
 * `GET /award/round/:id/export` (and its POST twin for the console's download helper): the round's applications
 * (drafts left out, at most EXPORT_ROW_CAP) as one xlsx built in memory — number, enterprise, credit code, project,
 * the award type's key fields (KEY_FIELDS, labelled by the round's form), status, submission, score, grade, award
 * and certificate — with headers and labels in the request language. Association staff only: an enterprise
 * account is refused even when a role grants the permission.
 */
export async function roundExportRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  app.route({
    method: ['GET', 'POST'],
    url: '/award/round/:id/export',
    config: { objects: { fields: { id: 'round' } }, access: EXPORT, log: { title: 'award:log.round', type: 'EXPORT' }, allowRepeat: true },
    schema: { params: idParam },
    handler: async (req, reply) => {
      if ((await scopeOf(db, req)) !== null) throw new AppError(ResultCode.FORBIDDEN, 'award:errors.exportStaffOnly');
      const id = req.params.id;
      const round = await db
        .selectFrom('awardRound')
        .select(['roundId', 'awardType', 'title', 'schemaVersion'])
        .where('roundId', '=', id)
        .executeTakeFirst();
      if (!round) throw notFound(String(id));
      const rows = await db
        .selectFrom('awardApplication as a')
        .innerJoin('awardEnterprise as e', 'e.enterpriseId', 'a.enterpriseId')
        .select([
          'a.applicationId',
          'a.applicationNo',
          'a.awardType',
          'a.schemaVersion',
          'a.projectName',
          'a.formData',
          'a.status',
          'a.submittedTime',
          'a.scoreTotal',
          'a.grade',
          'a.awardLevel',
          'a.certificateNo',
          'e.enterpriseName',
          'e.uscc',
        ])
        .where('a.roundId', '=', round.roundId)
        .where('a.status', '<>', 'DRAFT')
        .orderBy('a.applicationNo', 'asc')
        .orderBy('a.applicationId', 'asc')
        .limit(EXPORT_ROW_CAP)
        .execute();

      // headers follow the round's form; each application's values are read with the version it was filled with
      const headerForm = awardForm(kernel, round.awardType, round.schemaVersion) ?? awardForm(kernel, round.awardType);
      const versions = new Map(
        [...new Set(rows.map((r) => r.schemaVersion))].map((v) => [v, awardForm(kernel, round.awardType, v) ?? headerForm] as const),
      );
      const schemas = [headerForm, ...versions.values()].flatMap((f) => (f ? [f.schema] : []));
      const text = await formText(kernel, req, schemas);
      const t = req.t;

      type Row = (typeof rows)[number];
      const keyColumns = (KEY_FIELDS[round.awardType as AwardType] ?? []).map((k) => {
        const node = headerForm && keyFieldNode(headerForm.schema, k.path);
        return {
          header: k.header ? t(k.header) : node ? text.label(node) : k.path,
          width: 18,
          value: (r: Row) => {
            const form = versions.get(r.schemaVersion);
            const leaf = form && keyFieldNode(form.schema, k.path);
            if (!leaf) return '';
            const values = keyFieldValues(r.formData, k.path);
            return values.map((v) => text.value(leaf, v)).join(t('award:app.listSeparator'));
          },
        };
      });
      const columns = [
        { header: t('award:app.applicationNo'), value: (r: Row) => r.applicationNo, width: 18 },
        { header: t('award:export.enterprise'), value: (r: Row) => r.enterpriseName, width: 30 },
        { header: t('award:export.uscc'), value: (r: Row) => r.uscc, width: 22 },
        { header: t('award:export.projectName'), value: (r: Row) => r.projectName, width: 30 },
        ...keyColumns,
        { header: t('award:app.status'), value: (r: Row) => t(`award:status.${r.status}`), width: 16 },
        { header: t('award:app.submittedTime'), value: (r: Row) => r.submittedTime, width: 20 },
        { header: t('award:export.scoreTotal'), value: (r: Row) => (r.scoreTotal == null ? null : Number(r.scoreTotal)), width: 12 },
        { header: t('award:export.grade'), value: (r: Row) => r.grade, width: 12 },
        { header: t('award:export.awardLevel'), value: (r: Row) => r.awardLevel, width: 16 },
        { header: t('award:export.certificateNo'), value: (r: Row) => r.certificateNo, width: 20 },
      ];
      const base = `${round.title.replace(SHEET_UNSAFE, '_')}`.slice(0, 31);
      return sendXlsx(reply, base, columns, rows);
    },
  });
}
