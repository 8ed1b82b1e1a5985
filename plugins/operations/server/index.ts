import { CMS_HOST, defineServerPlugin, objectAccess, workerScript } from '#kernel/server';
import { OPERATIONS_PERMISSIONS } from '../shared/permissions.ts';
import { linkJobs } from './jobs.ts';
import { customFormUploadJobs } from './jobs/custom-form-upload-cleanup.ts';
import { m0001Link } from './migrations/0001-link.ts';
import { linkRoutes } from './routes/link.ts';
import { linkCheckRoutes } from './routes/link-check.ts';
import { linkGroupRoutes } from './routes/link-group.ts';
import { operationsSeed } from './seed.ts';
import { operationsObjectKinds } from './services/object-kinds.ts';
import './db/link-tables.ts';
import { AD_TABLES, adInit, adJobs, adRoutes, adStop, m0002Ad, m0004AdSpaceCode } from './ads.ts';
import {
  CUSTOM_FORM_TABLES,
  customFormRoutesAll,
  m0005CustomForm,
  m0006CustomFormStarters,
  m0007CustomFormLimitSlot,
} from './customform.ts';
import { CUSTOM_FORM_EVENTS } from './customform/events.ts';
import { customFormModels } from './customform/xmodel.ts';
import { CUSTOM_FORM_MODELS } from '#kernel/shared';
import { STAT_TABLES, m0003Stat, statJobs, statRoutes, statStop } from './stat.ts';
import {
  COMMENT_EVENTS,
  COMMENT_TABLES,
  CONTENT_REACTION_TABLES,
  commentAreaRoutes,
  commentInit,
  commentStop,
  m0010Comment,
  m0020ContentReaction,
  m0021CommentAnswers,
} from './comment.ts';
import { VOTE_TABLES, m0011Vote, voteAreaRoutes, voteInit, voteJobs, voteStop } from './vote.ts';

/**
 * Operations (issue 32): friend links, ad spaces and ads with their statistics, and first-party site statistics.
 * It depends on the CMS (sites, resources, publishing) and keeps the v1.4.3 URLs, which lie inside the CMS's
 * `/cms/` — the kernel lets a plugin's prefixes nest inside a dependency's, and a route there is operations'.
 * Each area (links, ads, stats) adds its migration, tables, routes and jobs in its own lines below.
 */
export default defineServerPlugin({
  id: 'operations',
  dependsOn: ['system', 'cms'],
  permissions: [...OPERATIONS_PERMISSIONS],
  tables: [
    // links
    'cms_link_group',
    'cms_link',
    'cms_link_check',
    // ads
    ...AD_TABLES,
    // stats
    ...STAT_TABLES,
    // custom forms
    ...CUSTOM_FORM_TABLES,
    // comments
    ...COMMENT_TABLES,
    // members' favourites and likes of contents
    ...CONTENT_REACTION_TABLES,
    // votes
    ...VOTE_TABLES,
  ],
  prefixes: [
    // links: /cms/link_group, /cms/link
    '/cms/link',
    // ads: /cms/adspace, /cms/advertisement, /cms/ad/stat*, the public /api/adv/*
    '/cms/adspace',
    '/cms/advertisement',
    '/cms/ad/',
    '/api/adv/',
    // stats: /cms/stat, /cms/stat/*, /stat/menu/*, the public beacon /api/stat/*
    '/cms/stat/',
    '/stat/',
    '/api/stat/',
    // custom forms: /cms/customform*, the public /api/customform/*
    '/cms/customform',
    '/api/customform/',
    // comments: the console's /comment, /comment/*, the public /api/comment, /api/comment/*
    '/comment',
    '/api/comment',
    // votes: the console's /vote, /vote/*, the public /api/vote/*
    '/vote',
    '/api/vote/',
  ],
  migrations: [
    // links
    m0001Link,
    // ads
    m0002Ad,
    // stats
    m0003Stat,
    // ads: an ad keeps its space's code
    m0004AdSpaceCode,
    // custom forms, their versions and submissions
    m0005CustomForm,
    // custom forms: the three starter forms
    m0006CustomFormStarters,
    // custom forms: the day limit through a unique slot index
    m0007CustomFormLimitSlot,
    // comments
    m0010Comment,
    // votes, their subjects, items and log
    m0011Vote,
    // members' favourites (cms_favorite_content) and likes of contents
    m0020ContentReaction,
    // comments: the public answers kept in memory, dropped by cms_comment's triggers
    m0021CommentAnswers,
  ],
  jobs: [
    // links: the link check
    ...linkJobs,
    // ads: the online/offline job
    ...adJobs,
    // stats: the hourly clean-up of raw events, visitor sets and salts
    ...statJobs,
    // votes: the digests of ended votes
    ...voteJobs,
    // custom forms: the hourly clean-up of uploads no submission used
    ...customFormUploadJobs,
  ],
  // custom forms: a form was submitted; comments: a comment waits for audit
  events: [...CUSTOM_FORM_EVENTS, ...COMMENT_EVENTS],
  seed: operationsSeed,
  init: (kernel) => {
    // links: the cms_link_group and cms_link template tags, in every thread that renders
    kernel.services
      .get(CMS_HOST)
      ?.registerTagModule(workerScript('operations-link-tags', new URL('./render/link-tags.worker.ts', import.meta.url)), 'operations');
    // ads: the ad space joins the CMS's page widget types; the cms_advertisement tag, in every thread that renders
    adInit(kernel);
    // custom forms: their ex-models for the CMS's /xmodel routes; the cms_custom_form tag, in every thread that renders
    kernel.services.provide(CUSTOM_FORM_MODELS, customFormModels(kernel), 'operations');
    kernel.services
      .get(CMS_HOST)
      ?.registerTagModule(
        workerScript('operations-custom-form-tags', new URL('./render/custom-form-tags.worker.ts', import.meta.url)),
        'operations',
      );
    kernel.services
      .get(CMS_HOST)
      ?.registerTagModule(workerScript('operations-ad-tags', new URL('./render/ad-tags.worker.ts', import.meta.url)), 'operations');
    // comments: the cms_comment and cms_comment_count template tags
    commentInit(kernel);
    // votes: the cms_vote template tag
    voteInit(kernel);
  },
  stop: async (kernel) => {
    // ads: the last ad events written
    await adStop(kernel);
    // stats: buffered page views are written before the pool closes
    await statStop(kernel);
    // comments: the last comment-, like- and favourite-counter changes
    await commentStop(kernel);
    // votes: the pending chains sealed
    await voteStop(kernel);
  },
  routes(app, kernel) {
    // first: every route registered below checks the objects its ids name (services/object-kinds.ts: every area's kinds)
    objectAccess(app, operationsObjectKinds(kernel));
    // links
    linkGroupRoutes(app, kernel);
    linkRoutes(app, kernel);
    linkCheckRoutes(app, kernel);
    // ads
    adRoutes(app, kernel);
    // stats: the beacon, the report menu, site and content reports, the visit log, Baidu's "not configured"
    statRoutes(app, kernel);
    // custom forms: forms, the submission desk, the public submit
    customFormRoutesAll(app, kernel);
    // comments: the console's lists and moderation, the public comment API
    commentAreaRoutes(app, kernel);
    // votes: the console's votes, subjects and items, the checks, the public vote API
    voteAreaRoutes(app, kernel);
  },
});
