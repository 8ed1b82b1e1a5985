import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUSES, type ContentStatus } from '../../../plugins/cms/shared/content.ts';
import {
  CONTENT_ACTIONS,
  CONTENT_TRANSITIONS,
  type ContentAction,
  contentActionAllowed,
  contentActionsFrom,
} from '../../../plugins/cms/shared/content-workflow.ts';

/**
 * The CMS content status machine (chestnut-api §4.1 with SPEC §4's archived '50'), written out here status by status
 * so a change of the table shows as a change of this test: every action from every status, allowed or refused.
 */
const ALL = 'all';
const EXPECTED: Record<ContentAction, { from: readonly ContentStatus[] | typeof ALL; to: string }> = {
  add: { from: [], to: '0' },
  copy: { from: ALL, to: '0' },
  edit: { from: ['20', '30', '50'], to: '60' },
  publish: { from: ['0', '20', '30', '40', '60'], to: '30' },
  toPublish: { from: ['0', '20', '40', '60'], to: '20' },
  offline: { from: ['20', '30', '60'], to: '40' },
  archive: { from: ['30', '40'], to: '50' },
  delete: { from: ['0', '40', '50'], to: 'recycled' },
  recover: { from: ['0', '40', '50'], to: 'previous' },
  move: { from: ALL, to: '0' },
  publishDue: { from: ['20'], to: '30' },
  offlineDue: { from: ['30', '60'], to: '40' },
  noticePublish: { from: ['0'], to: '30' },
  noticeOffline: { from: ['20', '30', '60'], to: '40' },
};

describe('content workflow table', () => {
  it('lists exactly the expected actions', () => {
    expect([...CONTENT_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const action of Object.keys(EXPECTED) as ContentAction[])
    for (const status of CONTENT_STATUSES) {
      const e = EXPECTED[action];
      const allowed = e.from === ALL || e.from.includes(status);
      it(`${action} from '${status}' is ${allowed ? `allowed, to ${e.to}` : 'refused'}`, () => {
        expect(contentActionAllowed(action, status)).toBe(allowed);
        expect(CONTENT_TRANSITIONS[action].to).toBe(e.to);
      });
    }

  it('offers an editor only editor actions, the system only system ones', () => {
    expect(contentActionsFrom('30')).toEqual(['copy', 'edit', 'publish', 'offline', 'archive', 'move']);
    expect(contentActionsFrom('20', 'system')).toEqual(['publishDue', 'noticeOffline']);
  });
});

describe('one writer of a content status', () => {
  const root = path.resolve(import.meta.dirname, '../../../plugins/cms/server');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []));

  it('no file but services/content-status.ts sets a status value on contents', () => {
    const writers = files(root)
      .filter((f) => !f.includes(`${path.sep}migrations${path.sep}`) && !f.endsWith('content-status.ts'))
      .filter((f) => /status:\s*(CONTENT_STATUS\.|sql`|'\d+')/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(writers).toEqual([]);
  });
});
