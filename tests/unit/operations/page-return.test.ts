import { describe, expect, it } from 'vitest';
import { returnMessageScript, returnTable } from '../../../plugins/operations/server/services/page-return-html.ts';
import { CUSTOM_FORM_RETURN } from '../../../plugins/operations/shared/custom-form-result.ts';
import { isBackUrl, returnParams } from '../../../plugins/operations/shared/page-return.ts';
import { VOTE_RETURN } from '../../../plugins/operations/shared/vote-result.ts';

/** The one way back of custom forms and votes (issue 34): what the answer's query may carry and how the page reads it. */
describe('the way back of a published form', () => {
  it('carries a known key, a plain field code and parameters that are numbers or date-times, never words', () => {
    const q = returnParams(
      VOTE_RETURN,
      false,
      'operations:vote.errors.ended',
      { time: '2026-01-01 00:00:00', limit: 3, words: '<b>words</b>', subject: 'Q1', field: 's1', max: 1.5 },
      's12',
    );
    expect(q).toEqual([
      ['vote_result', 'error'],
      ['vote_key', 'operations:vote.errors.ended'],
      ['vote_field', 's12'],
      ['p_time', '2026-01-01 00:00:00'],
      ['p_limit', '3'],
    ]);
    // a key outside the channel's list is the internal error's; a field code that is no plain name is left out
    expect(returnParams(CUSTOM_FORM_RETURN, false, 'operations:vote.errors.ended', {}, 'a b')).toEqual([
      ['cf_result', 'error'],
      ['cf_key', 'server:errors.internal'],
    ]);
    expect(returnParams(CUSTOM_FORM_RETURN, true, 'operations:customform.submitted', {}, undefined)[1]).toEqual([
      'cf_key',
      'operations:customform.submitted',
    ]);
  });

  it('goes back only to an http(s) or site-relative URL', () => {
    for (const ok of ['https://a.example/p.shtml?x=1', 'http://a.example/', '/prod-api/cms/static/x.shtml'])
      expect(isBackUrl(ok)).toBe(true);
    for (const bad of ['//evil.example/', 'javascript:alert(1)', 'data:text/html,x', 'https://a.example/ x', '', 7, `/${'x'.repeat(2000)}`])
      expect(isBackUrl(bad)).toBe(false);
  });

  it('renders a table nothing can break out of, and a page script that takes only the key, the field and numbers from the URL', () => {
    const table = returnTable('t1', { k: '</script><b>{{field}}' }, { s1: { field: '<i>' } });
    const inner = /^<script type="application\/json" id="t1">(.*)<\/script>$/.exec(table)![1];
    expect(inner).not.toMatch(/[<>]/);
    expect(JSON.parse(inner)).toEqual({ messages: { k: '</script><b>{{field}}' }, fields: { s1: { field: '<i>' } } });
    const js = returnMessageScript({ prefix: 'vote', tableId: 't1', target: 'p', className: 'vote-msg', when: "location.hash==='#v'" });
    expect(js).toContain("q.get('vote_key')");
    expect(js).toContain("q.get('vote_field')");
    expect(js).toContain('textContent=');
    expect(js).not.toMatch(/innerHTML|vote_msg/);
    // run it against a page: the text comes from the table, words of the URL never
    const run = (search: string, hash = '#v') => {
      const el = { textContent: '', hidden: true, className: '' };
      const texts = {
        messages: { 'operations:vote.errors.sensitive': '{{field}} ({{subject}}) holds: {{words}} / {{limit}}' },
        fields: { s1: { field: 'Q 1', subject: 'Colour' } },
      };
      const document = { getElementById: () => ({ textContent: JSON.stringify(texts) }) };
      new Function('location', 'document', 'p', js)({ search, hash }, document, el);
      return el;
    };
    const shown = run('?vote_result=error&vote_key=operations:vote.errors.sensitive&vote_field=s1&p_words=evil&p_limit=2&vote_msg=evil');
    expect(shown).toEqual({ textContent: 'Q 1 (Colour) holds:  / 2', hidden: false, className: 'vote-msg vote-error' });
    expect(run('?vote_key=unknown&vote_msg=evil').hidden).toBe(true);
    expect(run('?vote_key=operations:vote.errors.sensitive', '#other').hidden).toBe(true);
    expect(run('?vote_key=operations:vote.errors.sensitive&vote_field=__proto__&p_limit=x').textContent).toBe(' () holds:  / ');
  });
});
