import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** Every time the API shows is `yyyy-MM-dd HH:mm:ss` in APP_TIME_ZONE (a zone no test host runs in). */
const ZONE = 'Pacific/Kiritimati'; // UTC+14
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { APP_TIME_ZONE: ZONE }, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const inZone = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(ms));
const FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** minutes between a wall-clock string and what the instant `ms` reads in ZONE */
const apart = (wall: string, ms: number) =>
  Math.abs(Date.parse(wall.replace(' ', 'T')) - Date.parse(inZone(ms).replace(' ', 'T'))) / 60_000;

describe('times in APP_TIME_ZONE', () => {
  it('Monitor → Server: the start time', async () => {
    const r = await t.api('GET', '/monitor/server', { token: admin });
    const started = r.data.node.startTime as string;
    expect(started).toMatch(FORMAT);
    expect(apart(started, Date.now() - process.uptime() * 1000)).toBeLessThan(1);
  });

  it('Monitor → Database: the server start time', async () => {
    const r = await t.api('GET', '/monitor/db', { token: admin });
    expect(r.data.startTime).toMatch(FORMAT);
  });

  it('export file names', async () => {
    for (const url of ['/prod-api/system/post/list', '/prod-api/monitor/job/export']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/json' },
        payload: '{}',
      });
      const name = decodeURIComponent(String(res.headers['download-filename']));
      const stamp = /_(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})\.xlsx$/.exec(name);
      expect(stamp, `${url}: ${name}`).not.toBeNull();
      const [, y, mo, d, h, mi, s] = stamp!;
      expect(apart(`${y}-${mo}-${d} ${h}:${mi}:${s}`, Date.now())).toBeLessThan(1);
    }
  });
});
