import { answerField } from './ballot.ts';
import { escapeHtml } from '#kernel/shared';
import { backInputs, type PageReturn, returnMessageScript, returnTable } from '../services/page-return-html.ts';

/** The few words of the published vote, in the three languages (the tag's `lang`). */
const WORDS = {
  'zh-CN': { submit: '投票', results: '查看结果', votes: '票', total: '总票数', answers: '条回答', question: '第 {n} 题', all: '投票' },
  'zh-TW': { submit: '投票', results: '查看結果', votes: '票', total: '總票數', answers: '條回答', question: '第 {n} 題', all: '投票' },
  en: {
    submit: 'Vote',
    results: 'See the results',
    votes: 'votes',
    total: 'Total',
    answers: 'answers',
    question: 'Question {n}',
    all: 'The vote',
  },
} as const;
type Lang = keyof typeof WORDS;

/** A vote as the tag renders it: its subjects in order, each with its items in order. */
export interface VoteForm {
  voteId: number;
  code: string;
  title: string;
  subjects: {
    subjectId: number;
    type: string;
    title: string;
    nextSubjectId: number | null;
    items: { itemId: number; content: string; description: string | null; nextSubjectId: number | null }[];
  }[];
}

const next = (n: number | null) => (n ? ` data-next="${Number(n)}"` : '');

function subjectHtml(s: VoteForm['subjects'][number]): string {
  const name = answerField(Number(s.subjectId));
  const control =
    s.type === 'input'
      ? `<textarea name="${name}" rows="3" maxlength="500"></textarea>`
      : s.items
          .map((i) => {
            const input =
              s.type === 'radio'
                ? `<input type="radio" name="${name}" value="${Number(i.itemId)}"${next(i.nextSubjectId)}>`
                : `<input type="checkbox" name="${name}[${Number(i.itemId)}]" value="${Number(i.itemId)}">`;
            const desc = i.description ? ` <small>${escapeHtml(i.description)}</small>` : '';
            return `<label class="vote-item">${input} ${escapeHtml(i.content)}${desc}</label>`;
          })
          .join('');
  return `<fieldset class="vote-subject" data-subject="${Number(s.subjectId)}" data-type="${escapeHtml(s.type)}"${next(s.nextSubjectId)}><legend>${escapeHtml(s.title)}</legend>${control}</fieldset>`;
}

/**
 * the enhancement: follows the branches as answers are chosen (skipped subjects hidden and not sent), submits through
 * the API and shows its answer (or the result it was sent back with), and the totals when they may be seen
 */
const script = (id: string, api: string, voteId: number, w: (typeof WORDS)[Lang]) =>
  // the text of the key this vote's form was sent back with (the page's query, at its anchor), from its table
  `<script>${returnMessageScript({ prefix: 'vote', tableId: `${id}-texts`, target: `document.querySelector('#${id} .vote-msg')`, className: 'vote-msg', when: `location.hash==='#${id}'` })}</script>` +
  `<script>(function(){var f=document.getElementById('${id}');if(!f)return;var S=[].slice.call(f.querySelectorAll('.vote-subject'));` +
  `function walk(){var on={},i=0;while(i<S.length){var s=S[i];on[i]=1;var n=s.getAttribute('data-next'),c=s.querySelector('input[type=radio]:checked');` +
  `if(!s.querySelector('input,textarea')){i++;continue}if(c&&c.getAttribute('data-next'))n=c.getAttribute('data-next');if(n==='-1')break;var j=-1;` +
  `for(var k=0;k<S.length;k++)if(S[k].getAttribute('data-subject')===n)j=k;i=j>i?j:i+1}` +
  `S.forEach(function(s,k){s.hidden=!on[k];[].forEach.call(s.querySelectorAll('input,textarea'),function(x){x.disabled=!on[k]})})}` +
  `f.addEventListener('change',walk);walk();var q=new URLSearchParams(location.search),p=f.querySelector('.vote-msg');` +
  `var out=f.querySelector('.vote-results');function show(){fetch('${api}/api/vote/result?voteId=${voteId}').then(function(r){return r.json()}).then(function(r){` +
  `if(r.code!==200||!r.data){out.textContent=r.msg||'';out.hidden=false;return}out.textContent='';var h=document.createElement('p');h.className='vote-result-total';h.textContent='${w.total}: '+r.data.total;out.appendChild(h);` +
  `r.data.subjects.forEach(function(s){var d=document.createElement('div');d.className='vote-result-subject';var t=document.createElement('strong');t.textContent=s.title;d.appendChild(t);` +
  `var u=document.createElement('ul');s.items.forEach(function(i){var li=document.createElement('li'),l=document.createElement('span'),b=document.createElement('span'),x=document.createElement('i');` +
  // each item's share of the submissions as a bar
  `l.className='vote-result-label';l.textContent=i.content+': '+i.total+' ${w.votes}';b.className='vote-bar';x.style.width=(r.data.total?Math.round(i.total*100/r.data.total):0)+'%';` +
  `b.appendChild(x);li.appendChild(l);li.appendChild(b);u.appendChild(li)});` +
  `if(s.type==='input'){var li=document.createElement('li');li.className='vote-result-count';li.textContent=(s.total||0)+' ${w.answers}';u.appendChild(li)}d.appendChild(u);out.appendChild(d)});out.hidden=false})}` +
  `f.querySelector('[data-vote-results]').onclick=show;if(q.get('vote_result')==='ok'&&location.hash==='#${id}')show();` +
  `f.addEventListener('submit',function(e){e.preventDefault();var d=new URLSearchParams(new FormData(f));d.set('reply','json');` +
  `fetch(f.action,{method:'POST',body:d}).then(function(r){return r.json()}).then(function(r){p.textContent=r.msg||'';p.hidden=false;` +
  `p.className='vote-msg vote-'+(r.code===200?'ok':'error');if(r.code===200)show()}).catch(function(){f.submit()})})})();</script>`;

/**
 * The words that fill a message naming a field of the vote: a subject's by its number and title (`{{field}}`,
 * `{{subject}}`), the answers as a whole by the vote.
 */
const fieldWords = (v: VoteForm, w: (typeof WORDS)[Lang]) =>
  Object.fromEntries([
    ...v.subjects.map((s, i) => [answerField(s.subjectId), { field: w.question.replace('{n}', String(i + 1)), subject: s.title }]),
    ['answers', { field: w.all }],
  ]);

/**
 * A vote as HTML that works without JavaScript: it posts encoded to the public submit, which sends the browser back
 * to the page URL the form carries signed (`ret`) with the result as a message key (every subject shown; answers to
 * subjects the branches skip are left out); the page shows that key's text from the table rendered here, in the
 * tag's language. The script, when it runs, hides the subjects the answers skip and shows the totals when the
 * vote's view type allows. Every text of the vote is escaped.
 */
export function voteHtml(v: VoteForm, apiBase: string, language: string, ret: PageReturn): string {
  const lang: Lang = language in WORDS ? (language as Lang) : 'zh-CN';
  const w = WORDS[lang];
  const id = `cms-vote-${Number(v.voteId)}`;
  const api = escapeHtml(apiBase);
  return [
    `<form id="${id}" class="cms-vote" data-vote-code="${escapeHtml(v.code)}" method="post" action="${api}/api/vote/submit" accept-charset="utf-8">`,
    `<h3 class="vote-title">${escapeHtml(v.title)}</h3>`,
    `<p class="vote-msg" role="status" hidden></p>`,
    `<input type="hidden" name="voteId" value="${Number(v.voteId)}">`,
    backInputs(ret),
    ...v.subjects.map(subjectHtml),
    `<div class="vote-actions"><button type="submit">${w.submit}</button> <button type="button" data-vote-results>${w.results}</button></div>`,
    `<div class="vote-results" aria-live="polite" hidden></div>`,
    `</form>`,
    returnTable(`${id}-texts`, ret.messages, fieldWords(v, w)),
    script(id, api, Number(v.voteId), w),
  ].join('');
}
