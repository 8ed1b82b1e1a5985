import type { RouteApp } from '#kernel/server';
import { type Kernel, fail, formatInstant, invalidField, ok, sql } from '#kernel/server';
import { ApplicationAdd, ApplicationEdit, EDITABLE_STATUSES } from '../../shared/application.ts';
import { roundState } from '../../shared/round.ts';
import { applicantOf, visibleApplication } from '../services/application-access.ts';
import { assertOnlyReturnedChanged, attachmentsOf, claim, loadRound, projectNameOf } from '../services/application-draft.ts';
import { awardForm } from '../services/award-forms.ts';

const ADD = 'award:application:add';
const EDIT = 'award:application:edit';
const log = (type: string) => ({ title: 'award:log.application', type });

/** An application's draft (awards.md §1, §3): added by its enterprise in an open round, saved as it is until submitted. */
export async function applicationDraftRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

  app.post('/award/application', { config: { access: ADD, log: log('INSERT') }, schema: { body: ApplicationAdd } }, async (req) => {
    const b = req.body as ApplicationAdd;
    const enterpriseId = await applicantOf(db, req);
    const round = await loadRound(db, b.roundId);
    if (roundState(round, now()) === 'closed') throw invalidField('roundId', 'award:errors.roundClosed', { closeAt: round.closeAt });
    // the round names the form version; the newest one is used when the round's is not shipped
    const form = awardForm(kernel, round.awardType, round.schemaVersion) ?? awardForm(kernel, round.awardType);
    if (!form) throw fail('award:errors.noSchemaType', { type: round.awardType });
    const id = await db.transaction().execute(async (trx) => {
      if (round.awardType === 'excellententerprisesaward') {
        // one record per enterprise per round (awards.md §2.9)
        const has = await trx
          .selectFrom('awardApplication')
          .select('applicationId')
          .where('roundId', '=', round.roundId)
          .where('enterpriseId', '=', enterpriseId)
          .where('status', '<>', 'WITHDRAWN')
          .executeTakeFirst();
        if (has) throw invalidField('roundId', 'award:errors.oneRecord');
      }
      const { files, formData } = await attachmentsOf(trx, b.formData, enterpriseId, null);
      const row = await trx
        .insertInto('awardApplication')
        .values({
          roundId: round.roundId,
          awardType: round.awardType,
          enterpriseId,
          projectName: projectNameOf(formData),
          schemaVersion: form.version,
          formData,
          attachments: JSON.stringify(files) as any,
          createBy: req.user!.userName,
        })
        .returning('applicationId')
        .executeTakeFirstOrThrow();
      await claim(trx, files, row.applicationId);
      return row.applicationId;
    });
    return ok({ applicationId: id, schemaVersion: form.version });
  });

  app.put('/award/application', { config: { access: EDIT, log: log('UPDATE') }, schema: { body: ApplicationEdit } }, async (req) => {
    const b = req.body as ApplicationEdit;
    // only the enterprise fills its application: staff review it, never change it
    await applicantOf(db, req);
    await db.transaction().execute(async (trx) => {
      const a = await visibleApplication(db, req, b.applicationId, trx, true);
      if (!(EDITABLE_STATUSES as readonly string[]).includes(a.status)) throw fail('award:errors.notEditable', { status: a.status });
      if (a.version !== b.version) throw invalidField('version', 'award:errors.applicationChanged');
      const { files, formData } = await attachmentsOf(trx, b.formData, a.enterpriseId, a.applicationId);
      if (a.status === 'RETURNED' && a.returnedFields?.length) await assertOnlyReturnedChanged(trx, a, formData);
      await trx
        .updateTable('awardApplication')
        .set({
          formData,
          attachments: JSON.stringify(files) as any,
          projectName: projectNameOf(formData),
          version: sql`version + 1`,
          updateBy: req.user!.userName,
          updateTime: sql`now()`,
        })
        .where('applicationId', '=', a.applicationId)
        .execute();
      await claim(trx, files, a.applicationId);
    });
    return ok();
  });
}
