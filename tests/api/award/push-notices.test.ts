import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_USER_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';
import { smtpSink, until } from '../../support/push-sinks.ts';
import { applicant, stored, structureRound, submitted } from './fixtures.ts';

/**
 * The award plugin's events through the message pusher (issue 31): an application returned by a reviewer reaches
 * the applicant's contact mailbox and their in-site inbox, in the language the applicant signed in with.
 */
let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof smtpSink>>;

beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(inject('pgAdminUrl'), { PUSHER_RETRY_DELAY_SECONDS: '1' }), smtpSink()]);
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
});

const channel = async (channelType: string, config: Record<string, unknown>) =>
  (await t.api('POST', '/pusher/config', { token: admin, body: { channelName: channelType, channelType, config } })).data
    .channelId as number;

describe('award events', () => {
  it('declares its events beside the kernel’s', async () => {
    const events = await t.api('GET', '/pusher/events', { token: admin, lang: 'en' });
    expect(events.data.map((e: { code: string }) => e.code)).toEqual(
      expect.arrayContaining([
        'kernel.job.failed',
        'award.application.returned',
        'award.application.passed',
        'award.application.publicity',
        'award.application.announced',
        'award.expert.assigned',
      ]),
    );
    expect(events.data.find((e: { code: string }) => e.code === 'award.application.returned')).toMatchObject({
      name: 'Application returned for changes',
      subjects: 'The applicant (contact e-mail)',
    });
  });

  it('an application returned by a reviewer reaches the applicant’s mailbox and inbox in the applicant’s language', async () => {
    const mail = await channel('email', { host: '127.0.0.1', port: smtp.port, from: 'award@zhuxie.test' });
    const site = await channel('site', {});
    const sub = await t.api('PUT', '/pusher/subscriptions', {
      token: admin,
      body: {
        eventCode: 'award.application.returned',
        items: [
          { channelId: mail, targetType: 'subject' },
          { channelId: site, targetType: 'subject' },
        ],
      },
    });
    expect(sub.code, sub.msg).toBe(200);
    const roundId = await structureRound(t, admin);
    const alpha = await applicant(t, 'push_alpha', 41);
    await t.kernel.db
      .updateTable('awardEnterprise')
      .set({ contactEmail: 'contact@alpha.test', contactName: 'Li Lei' })
      .where('enterpriseId', '=', alpha.enterpriseId)
      .execute();
    // the applicant signs in in English: their messages come in English
    expect((await t.api('POST', '/login', { body: { username: 'push_alpha', password: TEST_USER_PASSWORD }, lang: 'en' })).code).toBe(200);
    const reviewer = await t.asUser({ userName: 'push_reviewer', permissions: ['award:application:list', 'award:application:examine'] });
    const id = await submitted(t, alpha, 41, roundId);
    const a = await stored(t, id);

    const started = performance.now();
    const r = await reviewer.api('POST', `/award/review/${id}/return`, {
      body: { version: a.version, opinion: 'The <b>gross area</b> disagrees with the permit.', fields: [{ path: 'project.grossArea' }] },
    });
    expect(r.code, r.msg).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);

    await until(() => smtp.mails.some((m) => m.to.includes('contact@alpha.test')), 15_000, 'the applicant’s e-mail');
    const got = smtp.mails.find((m) => m.to.includes('contact@alpha.test'))!;
    expect(got.subject).toBe(`Application returned: ${a.projectName}`);
    expect(got.text).toContain('was returned for changes. Opinion: The <b>gross area</b> disagrees with the permit.');
    expect(got.html).toContain('The &lt;b&gt;gross area&lt;/b&gt;');
    await until(async () => (await alpha.api('GET', '/pusher/inbox/unread')).data.count === 1, 10_000, 'the in-site message');
    const inbox = await alpha.api('GET', '/pusher/inbox');
    expect(inbox.data.rows[0].title).toBe(`Application returned: ${a.projectName}`);
    // nobody else's inbox
    expect((await reviewer.api('GET', '/pusher/inbox/unread')).data.count).toBe(0);
  });

  it('tells a registrant their registration’s result at their contact e-mail', async () => {
    const mail = (
      await t.kernel.db.selectFrom('sysPushChannel').select('channelId').where('channelType', '=', 'email').executeTakeFirstOrThrow()
    ).channelId;
    await t.api('PUT', '/pusher/subscriptions', {
      token: admin,
      body: { eventCode: 'award.registration.result', items: [{ channelId: mail, targetType: 'subject' }] },
    });
    const { registrationId } = await t.kernel.db
      .insertInto('awardRegistration')
      .values({
        userName: 'reg_push',
        passwordHash: 'x',
        phone: '13800000000',
        email: 'reg@push.test',
        uscc: '91350100MA0000099X',
        enterpriseName: 'Push Builders',
        applyLevel: 'member',
        formData: { contact: { contactName: 'Wang', contactEmail: 'wang@push.test' } },
        schemaVersion: 1,
      })
      .returning('registrationId')
      .executeTakeFirstOrThrow();
    const r = await t.api('POST', `/award/registration/${registrationId}/reject`, { token: admin, body: { opinion: '资料不全' } });
    expect(r.code, r.msg).toBe(200);
    await until(() => smtp.mails.some((m) => m.to.includes('wang@push.test')), 15_000, 'the registrant’s e-mail');
    const got = smtp.mails.find((m) => m.to.includes('wang@push.test'))!;
    expect(got.subject).toBe('注册审核结果：Push Builders');
    expect(got.text).toBe('您的注册未通过。意见：资料不全');

    // a registration filled in English hears of its result in English, and so does the account it becomes
    const en = await t.kernel.db
      .insertInto('awardRegistration')
      .values({
        userName: 'reg_push_en',
        passwordHash: 'x',
        phone: '13800000001',
        email: 'reg-en@push.test',
        uscc: '91350100MA0000098X',
        enterpriseName: 'English Builders',
        applyLevel: 'member',
        formData: { contact: { contactName: 'Smith', contactEmail: 'smith@push.test' }, enterprise: {} },
        schemaVersion: 1,
        lang: 'en',
      })
      .returning('registrationId')
      .executeTakeFirstOrThrow();
    const back = await t.api('POST', `/award/registration/${en.registrationId}/return`, {
      token: admin,
      body: { opinion: 'Add the licence' },
    });
    expect(back.code, back.msg).toBe(200);
    await until(() => smtp.mails.some((m) => m.to.includes('smith@push.test')), 15_000, 'the English registrant’s e-mail');
    const english = smtp.mails.find((m) => m.to.includes('smith@push.test'))!;
    expect(english.subject).toBe('Registration result: English Builders');
    expect(english.text).toBe('Your registration was returned for changes. Opinion: Add the licence');
    const stored = await t.kernel.db
      .selectFrom('awardMessage')
      .select('body')
      .where('registrationId', '=', en.registrationId)
      .executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
