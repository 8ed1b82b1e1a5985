import { describe, expect, it } from 'vitest';
import { hitPieces, waitedOf } from '../../../plugins/operations/client/api/comment-api.ts';

/** The moderation desk's pieces: sensitive-word hits cut out of a comment's text (longest word first), and waits. */
describe('comment desk helpers', () => {
  it('cuts a text into plain pieces and hits, longest word first, markup left as text', () => {
    expect(hitPieces('<b>赌博</b>和赌博机', ['赌博', '赌博机'])).toEqual([
      { text: '<b>', hit: false },
      { text: '赌博', hit: true },
      { text: '</b>和', hit: false },
      { text: '赌博机', hit: true },
    ]);
    expect(hitPieces('平常的话', [])).toEqual([{ text: '平常的话', hit: false }]);
  });

  it('states a wait in minutes, hours or days', () => {
    expect(waitedOf(59)).toEqual({ unit: 'm', n: 0 });
    expect(waitedOf(3599)).toEqual({ unit: 'm', n: 59 });
    expect(waitedOf(7200)).toEqual({ unit: 'h', n: 2 });
    expect(waitedOf(3 * 86400 + 5)).toEqual({ unit: 'd', n: 3 });
  });
});
