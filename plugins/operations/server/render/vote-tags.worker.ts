import type { TemplateTag, TemplateTagModule, TemplateTagRender } from '#kernel/server';
import { isLanguage, type Language } from '#kernel/shared';
import { VOTE_RESULT_KEYS } from '../../shared/vote-result.ts';
import type { PageReturn } from '../services/page-return-html.ts';
import { type VoteForm, voteHtml } from '../vote/vote-html.ts';
import { PAGE_SCOPES, pageReturn } from './page-return.ts';
import '../db/vote-tables.ts';

/**
 * The vote template tag (chestnut-api §4.4 `cms_vote`), contributed to the CMS renderer and loaded in every thread
 * that renders: a vote of the site (by `code`, else `voteid`) as a server-rendered form posting to the public
 * submit endpoint, subjects and items in order, carrying the page's URL signed (where the answer of a post without
 * JavaScript goes, as a message key) and the texts of the answers in the tag's language; an unknown vote writes
 * nothing. The texts are escaped.
 */
const votesOf = (r: TemplateTagRender) =>
  r.memo('votes', async () => {
    const [votes, subjects, items] = await Promise.all([
      r.db.selectFrom('cmsVote').select(['voteId', 'code', 'title']).where('siteId', '=', r.siteId).execute(),
      r.db
        .selectFrom('cmsVoteSubject')
        .select(['subjectId', 'voteId', 'type', 'title', 'nextSubjectId'])
        .where('siteId', '=', r.siteId)
        .orderBy('sortFlag')
        .orderBy('subjectId')
        .execute(),
      r.db
        .selectFrom('cmsVoteItem')
        .select(['itemId', 'subjectId', 'content', 'description', 'nextSubjectId'])
        .where('siteId', '=', r.siteId)
        .orderBy('sortFlag')
        .orderBy('itemId')
        .execute(),
    ]);
    return votes.map(
      (v): VoteForm => ({
        voteId: Number(v.voteId),
        code: v.code,
        title: v.title,
        subjects: subjects
          .filter((s) => Number(s.voteId) === Number(v.voteId))
          .map((s) => ({
            subjectId: Number(s.subjectId),
            type: s.type,
            title: s.title,
            nextSubjectId: s.nextSubjectId == null ? null : Number(s.nextSubjectId),
            items: items
              .filter((i) => Number(i.subjectId) === Number(s.subjectId))
              .map((i) => ({
                itemId: Number(i.itemId),
                content: i.content,
                description: i.description,
                nextSubjectId: i.nextSubjectId == null ? null : Number(i.nextSubjectId),
              })),
          })),
      }),
    );
  });

const cmsVote: TemplateTag = {
  name: 'cms_vote',
  block: false,
  title: 'operations:vote.tag.title',
  description: 'operations:vote.tag.desc',
  attrs: [
    { name: 'code', type: 'string', usage: 'operations:vote.tag.attrCode' },
    { name: 'voteid', type: 'number', usage: 'operations:vote.tag.attrVoteId' },
    { name: 'lang', type: 'string', default: 'zh-CN', options: ['zh-CN', 'zh-TW', 'en'], usage: 'operations:vote.tag.attrLang' },
  ],
  example: { page: 'site', code: '{% cms_vote code:"annual_poll" %}' },
  pure: true,
  reads: PAGE_SCOPES,
  html: (r, a) =>
    r.andThen(votesOf(r), (votes: VoteForm[]) => {
      const code = a.code == null ? '' : String(a.code).toLowerCase();
      const v = code ? votes.find((x) => x.code.toLowerCase() === code) : votes.find((x) => x.voteId === Number(a.voteid));
      if (!v) return '';
      const lang: Language = isLanguage(a.lang) ? a.lang : 'zh-CN';
      return r.andThen(pageReturn(r, VOTE_RESULT_KEYS, lang), (ret: PageReturn) => voteHtml(v, r.apiBase, lang, ret));
    }),
};

const voteTags: TemplateTagModule = { tags: [cmsVote] };
export default voteTags;
