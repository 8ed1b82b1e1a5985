import type { RouteApp } from '#kernel/server';
import { type Kernel, fail, formatInstant, idParam, invalidField, ok, sql } from '#kernel/server';
import { ApplicationSubmit, EDITABLE_STATUSES } from '../../shared/application.ts';
import type { AwardType } from '../../shared/permissions.ts';
import { roundState } from '../../shared/round.ts';
import { applicantOf, visibleApplication } from '../services/application-access.ts';
import { checkAttachments, checkForm, preCheck, quotaUsed, slotsOf } from '../services/application-checks.ts';
import { loadRound, nextNumber, projectNameOf } from '../services/application-draft.ts';
import { requiredAwardForm } from '../services/award-forms.ts';
import { localizePreCheck } from '../services/precheck-text.ts';
import { actorOf, applyTransition, changesSincePrevious } from '../services/workflow.ts';

const EDIT = 'award:application:edit';
const SUBMIT = 'award:application:submit';
const log = (type: string) => ({ title: 'award:log.application', type });

/**
 * The pre-check and the submission of an application (awards.md §6–§7): the form is validated against the schema
 * version it was filled with, the round window, the quota and the eligibility rules; a snapshot is frozen.
 */
export async function applicationSubmitRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

  app.post(
    '/award/application/:id/pre-check',
    { config: { access: EDIT, log: log('OTHER') }, schema: { params: idParam } },
    async (req) => {
      const a = await visibleApplication(db, req, req.params.id);
      const round = await loadRound(db, a.roundId);
      const result = localizePreCheck(req, await preCheck(kernel, a, round, requiredAwardForm(kernel, a.awardType, a.schemaVersion)));
      await db
        .updateTable('awardApplication')
        .set({ precheck: JSON.stringify(result) as any, precheckTime: sql`now()` })
        .where('applicationId', '=', a.applicationId)
        .execute();
      return ok(result);
    },
  );

  app.post(
    '/award/application/:id/submit',
    { config: { access: SUBMIT, log: log('UPDATE') }, schema: { params: idParam, body: ApplicationSubmit } },
    async (req) => {
      const id = req.params.id;
      const { version } = req.body as { version: number };
      await applicantOf(db, req);
      const result = await db.transaction().execute(async (trx) => {
        const a = await visibleApplication(db, req, id, trx, true);
        if (!(EDITABLE_STATUSES as readonly string[]).includes(a.status)) throw fail('award:errors.notEditable', { status: a.status });
        if (a.version !== version) throw invalidField('version', 'award:errors.applicationChanged');
        const round = await loadRound(trx, a.roundId);
        // a returned application is resubmitted until its return deadline, even after the round closed (§6.3 #6)
        const resubmit = a.status === 'RETURNED';
        if (resubmit) {
          if (a.returnDeadline && a.returnDeadline < now()) throw fail('award:errors.returnDeadlinePassed', { deadline: a.returnDeadline });
        } else {
          const state = roundState(round, now());
          if (state !== 'open') throw fail(`award:errors.roundNotOpen.${state}`, { openAt: round.openAt, closeAt: round.closeAt });
        }
        // the enterprise's applications in the round are locked so two submissions cannot both pass the quota
        await trx
          .selectFrom('awardApplication')
          .select('applicationId')
          .where('roundId', '=', a.roundId)
          .where('enterpriseId', '=', a.enterpriseId)
          .forUpdate()
          .execute();
        if (!resubmit && round.maxPerEnterprise > 0) {
          const used = await quotaUsed(trx, a.roundId, a.enterpriseId, a.applicationId);
          if (used >= round.maxPerEnterprise) throw fail('award:errors.quota', { max: round.maxPerEnterprise });
        }
        const form = requiredAwardForm(kernel, a.awardType, a.schemaVersion);
        const data = structuredClone(a.formData);
        const problems = await checkForm(trx, form, data, now().slice(0, 10));
        if (problems.length) {
          const p = problems[0];
          const label = p.label ? req.t(p.label) : p.field;
          throw invalidField(p.field, 'award:errors.field', { label, message: req.t(p.key, { ...p.params, field: label }) });
        }
        const attachmentProblem = checkAttachments(a.attachments, slotsOf(round, form))[0];
        if (attachmentProblem)
          throw invalidField(attachmentProblem.field ?? 'attachments', attachmentProblem.key, {
            ...attachmentProblem.params,
            slot: req.t(`award:slot.${attachmentProblem.params?.slot}`),
          });
        const checked = localizePreCheck(req, await preCheck(kernel, { ...a, formData: data }, round, form, trx));
        if (checked.fail.length) throw fail('award:errors.precheckFailed', { reasons: checked.fail.map((f) => f.msg).join('; ') });
        const revision = a.revision + 1;
        const applicationNo = a.applicationNo ?? (await nextNumber(trx, a.awardType as AwardType, now().slice(0, 4)));
        await trx
          .updateTable('awardApplication')
          .set({
            formData: data,
            projectName: projectNameOf(data),
            precheck: JSON.stringify(checked) as any,
            precheckTime: sql`now()`,
            revision,
            applicationNo,
            submittedTime: sql`now()`,
          })
          .where('applicationId', '=', a.applicationId)
          .execute();
        await applyTransition(trx, { ...a, revision }, resubmit ? 'resubmit' : 'submit', actorOf(req), {
          data: { warn: checked.warn.length, changes: resubmit ? await changesSincePrevious(trx, a.applicationId, data) : undefined },
        });
        await trx
          .insertInto('awardApplicationSnapshot')
          .values({
            applicationId: a.applicationId,
            revision,
            schemaVersion: a.schemaVersion,
            status: 'SUBMITTED',
            formData: data,
            attachments: JSON.stringify(a.attachments) as any,
            precheck: JSON.stringify(checked) as any,
            ip: req.ip,
            createBy: req.user!.userName,
          })
          .execute();
        return { applicationNo, revision, precheck: checked };
      });
      return ok(result, req.t('award:app.submitted'));
    },
  );
}
