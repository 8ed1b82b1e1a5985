import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { usccCheckChar } from '../../kernel/shared/validation.ts';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from './harness.ts';
import { decideAndAnnounce } from './support/award-decision-steps.ts';

/**
 * The end of the review in the console (awards.md §6.3 #13–#17, issue 12): a reviewed application goes through the
 * committee's vote, the round's publicity — its notice published on the association's site by the CMS and taken
 * offline when the window ends — and the announcement, whose certificate number the round's drawer shows.
 */
let server: E2eServer;
let browser: Browser;
let applicationId: number;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // a reviewed application of a structure-quality round (the experts' scoring leaves it so)
  const db = await server.db();
  try {
    const body = '91350100MA2Y8K3T6';
    const e = await db.query(
      `insert into award_enterprise (enterprise_name, uscc, enterprise_type, legal_rep, member_level)
       values ('福州建安建设集团有限公司', $1, 'llc', '张建安', 'member') returning enterprise_id`,
      [body + usccCheckChar(body)],
    );
    const r = await db.query(
      `insert into award_round (award_type, title, year, batch, open_at, close_at, schema_version, publicity_days)
       values ('structureaward', '2025 年度结构优质工程评价', 2025, 1, '2020-01-01', '2099-12-31', 1, 7) returning round_id`,
    );
    const a = await db.query(
      `insert into award_application (application_no, round_id, award_type, enterprise_id, project_name, schema_version, status, revision)
       values ('JG-2025-00001', $1, 'structureaward', $2, '闽江之星大厦', 1, 'REVIEWED', 1) returning application_id`,
      [r.rows[0].round_id, e.rows[0].enterprise_id],
    );
    applicationId = Number(a.rows[0].application_id);
  } finally {
    await db.end();
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('committee, publicity with its site notice, and announcement with a certificate number', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    const r = await decideAndAnnounce(page, server, applicationId, { shot: (name) => shot(page, name) }).catch(async (e) => {
      await shot(page, 'award-decision-failed');
      throw e;
    });
    assert.match(r.certificateNo, /^JG-\d{4}-0001$/);
    // both notices are articles of the association site's notice catalog
    assert.match(r.noticeUrl, /\/cms\/static\/zhuxie_pc\/notice\/\d+\.html$/);
    assert.match(r.announcementUrl, /\/cms\/static\/zhuxie_pc\/notice\/\d+\.html$/);
    const db = await server.db();
    try {
      const c = await db.query(
        `select c.status, b.content_html from cms_content c join cms_content_body b using (content_id)
         where c.content_id = (select notice_ref::bigint from award_publicity where kind = 'ANNOUNCEMENT')`,
      );
      assert.equal(c.rows[0].status, '30');
      assert.ok(c.rows[0].content_html.includes(r.certificateNo));
      assert.ok(c.rows[0].content_html.includes('闽江之星大厦'));
    } finally {
      await db.end();
    }
    await shot(page, 'award-decision-announced');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
