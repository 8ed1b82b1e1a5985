import { describe, expect, it } from 'vitest';
import { Parser } from 'pg-protocol/dist/parser.js';
import { decodeDataRow, decodeDataRowsInOneRead } from '../../../kernel/server/db/data-rows.ts';

/** A DataRow message as PostgreSQL sends it: 'D', its length, the value count, then each value's length and bytes. */
function dataRow(values: (string | Buffer | null)[]): Buffer {
  const parts: Buffer[] = [Buffer.alloc(2)];
  parts[0].writeInt16BE(values.length);
  for (const v of values) {
    const len = Buffer.alloc(4);
    if (v === null) {
      len.writeInt32BE(-1);
      parts.push(len);
    } else {
      const b = typeof v === 'string' ? Buffer.from(v, 'utf8') : v;
      len.writeInt32BE(b.length);
      parts.push(len, b);
    }
  }
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head[0] = 0x44;
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const VALUES: (string | Buffer | null)[] = [
  '123',
  null,
  '',
  'bench_1@bench.zx',
  '筑协建设 (Zhùxié)',
  '2026-11-27 14:09:09.123+08',
  'plain ascii text that is long enough to be a sliced string in V8',
  '😀 four-byte',
  'é',
  Buffer.from([0x61, 0xff, 0x62]), // not UTF-8: decoded as pg decodes it, with a replacement character
  'x'.repeat(70_000),
];

describe('DataRow values read in one latin1 read', () => {
  it('are the strings a UTF-8 decode of each value gives, nulls and empty values included', () => {
    const msg = dataRow(VALUES);
    const pad = Buffer.concat([Buffer.from('junk'), msg, Buffer.from('tail')]); // a message inside a bigger read
    const out = decodeDataRow(pad, 4 + 5, 4 + msg.length);
    expect(out).toEqual(VALUES.map((v) => (v === null ? null : Buffer.isBuffer(v) ? v.toString('utf8') : v)));
    expect(out[9]).toBe('a\ufffdb');
  });

  it('come out of pg’s parser the same, when messages arrive split across reads', () => {
    decodeDataRowsInOneRead();
    const rows = [VALUES, ['1', '中文', null], []];
    const stream = Buffer.concat(rows.map((r) => dataRow(r)));
    const parser = new Parser();
    const got: unknown[] = [];
    for (let i = 0; i < stream.length; i += 7) parser.parse(stream.subarray(i, i + 7), (m: unknown) => got.push(m));
    expect(got).toHaveLength(3);
    got.forEach((m, i) => {
      expect(m).toMatchObject({ name: 'dataRow', fieldCount: rows[i].length, length: dataRow(rows[i]).length - 1 });
      expect((m as { fields: unknown[] }).fields).toEqual(rows[i].map((v) => (v === null ? null : v.toString())));
    });
  });
});
