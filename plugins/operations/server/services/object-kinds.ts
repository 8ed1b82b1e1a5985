import type { FastifyRequest } from 'fastify';
import { notFound, sql, type Kernel, type ObjectAccessSpec, type ObjectKind } from '#kernel/server';
import { adObjectKinds } from './ad-object-kinds.ts';
import { siteOf } from './cms.ts';

/**
 * The by-id access check of the operations routes (the kernel's `objectAccess` hook, installed first in the
 * plugin's routes): every object belongs to a site, and a request may only name objects of its current site
 * (anything else answers 404, as if it did not exist). Each area adds its kinds and id fields here.
 */

/** A kind of rows of `table` whose site is in `site_id`. */
const siteRows = (kernel: Kernel, table: string, idColumn: string): ObjectKind => ({
  async check(req: FastifyRequest, ids: number[]) {
    const site = await siteOf(kernel, req);
    const { rows } = await sql<{ id: string | number }>`
      select ${sql.ref(idColumn)} as id from ${sql.table(table)}
      where ${sql.ref(idColumn)} = any(${ids}::bigint[]) and site_id = ${site.siteId}`.execute(kernel.db);
    const found = new Set(rows.map((r) => Number(r.id)));
    for (const id of ids) if (!found.has(id)) throw notFound(String(id));
  },
});

export function operationsObjectKinds(kernel: Kernel): ObjectAccessSpec {
  const ads = adObjectKinds(kernel);
  return {
    kinds: {
      // links
      linkGroup: siteRows(kernel, 'cms_link_group', 'link_group_id'),
      link: siteRows(kernel, 'cms_link', 'link_id'),
      // ads: ad spaces (the CMS's page widgets) and ads
      ...ads.kinds,
      // custom forms and their submissions
      customForm: siteRows(kernel, 'cms_custom_form', 'form_id'),
      customFormData: siteRows(kernel, 'cms_custom_form_data', 'data_id'),
      // comments
      comment: siteRows(kernel, 'cms_comment', 'comment_id'),
      // votes and their subjects
      vote: siteRows(kernel, 'cms_vote', 'vote_id'),
      voteSubject: siteRows(kernel, 'cms_vote_subject', 'subject_id'),
    },
    fields: {
      // links
      linkGroupId: 'linkGroup',
      linkId: 'link',
      // ads
      ...ads.fields,
      // custom forms
      formId: 'customForm',
      dataId: 'customFormData',
      // comments
      commentId: 'comment',
      commentIds: 'comment',
      // votes
      voteId: 'vote',
      subjectId: 'voteSubject',
      nextSubjectId: 'voteSubject',
    },
  };
}
