import type { DeployPropKey } from '../../shared/pipe-deploy.ts';
import { s3StorageFor } from '../storage/file-storage.ts';
import type { S3Storage } from '../storage/s3-storage.ts';
import { publishedContentType } from './content-types.ts';

/**
 * Deploying a pipe's published output to an S3-compatible bucket (pipe props `deploy*`, shared/pipe-deploy.ts).
 * The publisher calls it at its write and remove points, after the local file is in place: a failure is
 * recorded for the publish's report and never undoes the local publish. With deploy off a call costs one
 * property read; the S3 client loads only when a pipe turns deploy on.
 */

/** A page the bucket did not take: the pipe, the file under its output, and why. */
export interface DeployFailure {
  pipe: string;
  file: string;
  /** the bucket's error code (`InvalidAccessKeyId`, `NoSuchBucket`, …) or the connection's (`ECONNREFUSED`) */
  code: string;
  message: string;
}

/** A report's deploy failures, the list made on first use (a publish without deploy carries none). */
export function deployFailuresOf(r: { deployFailures?: DeployFailure[] }): DeployFailure[] {
  r.deployFailures ??= [];
  return r.deployFailures;
}

/** A site as the deploy reads it: its pipes' props. */
export interface DeploySite {
  publishPipeProps: Record<string, Record<string, unknown>>;
}

type Props = Partial<Record<DeployPropKey, string>>;

const propsOf = (site: DeploySite, pipe: string) => (site.publishPipeProps[pipe] ?? {}) as Props;

/** Whether the pipe deploys its output to a bucket. */
export const deployOn = (site: DeploySite, pipe: string): boolean => site.publishPipeProps[pipe]?.deployEnable === 'Y';

function bucketOf(site: DeploySite, pipe: string): Promise<S3Storage> {
  const p = propsOf(site, pipe);
  return s3StorageFor('AmazonS3', (p.deployPrefix ?? '').replace(/^\/+|\/+$/g, ''), {
    endpoint: p.deployEndpoint,
    region: p.deployRegion,
    bucket: p.deployBucket,
    accessKey: p.deployAccessKey,
    accessSecret: p.deploySecret,
    domain: p.deployDomain,
  });
}

const failure = (pipe: string, file: string, e: unknown): DeployFailure => {
  const err = e as { name?: string; code?: string; Code?: string; message?: string; cause?: { code?: string } };
  return {
    pipe,
    file,
    code: String(err.Code ?? err.code ?? err.cause?.code ?? err.name ?? 'Error'),
    message: String(err.message ?? e).slice(0, 300),
  };
};

/** The bucket refused these settings (credentials, no bucket) a moment ago: the same answer without asking again. */
const refused = new WeakMap<S3Storage, { at: number; e: unknown }>();
const REFUSAL_MEMO_MS = 30_000;
const isRefusal = (e: unknown) => {
  const code = (e as { Code?: string; name?: string }).Code ?? (e as { name?: string }).name ?? '';
  return REASONS[code] === 'deploy.denied' || REASONS[code] === 'deploy.noBucket';
};

async function send(site: DeploySite, pipe: string, rel: string, failures: DeployFailure[], op: (b: S3Storage) => Promise<void>) {
  const bucket = await bucketOf(site, pipe);
  const memo = refused.get(bucket);
  if (memo && Date.now() - memo.at < REFUSAL_MEMO_MS) {
    failures.push(failure(pipe, rel, memo.e));
    return;
  }
  try {
    await op(bucket);
  } catch (e) {
    if (isRefusal(e)) refused.set(bucket, { at: Date.now(), e });
    failures.push(failure(pipe, rel, e));
  }
}

/**
 * Puts a published file (`rel` under the pipe's output, `/`-separated) to the pipe's bucket when it deploys;
 * a failure goes to `failures`.
 */
export async function deployPut(site: DeploySite, pipe: string, rel: string, data: string | Buffer, failures: DeployFailure[]) {
  if (!deployOn(site, pipe)) return;
  await send(site, pipe, rel, failures, (b) => b.put(rel, typeof data === 'string' ? Buffer.from(data) : data, publishedContentType(rel)));
}

/** The puts still running for a report (a render task's pages), at most MAX_IN_FLIGHT of them. */
const inFlight = new WeakMap<object, Set<Promise<void>>>();
const MAX_IN_FLIGHT = 16;

/**
 * Puts a page in the background, so the renders go on while the bucket answers: it waits only when the report
 * already has MAX_IN_FLIGHT puts running. `deploySettled` waits for the rest before the report is handed on.
 */
export async function deployPutSoon(
  r: { deployFailures?: DeployFailure[] },
  site: DeploySite,
  pipe: string,
  rel: string,
  data: string,
): Promise<void> {
  let running = inFlight.get(r);
  if (!running) {
    running = new Set();
    inFlight.set(r, running);
  }
  while (running.size >= MAX_IN_FLIGHT) await Promise.race(running);
  // deployPut never throws: a refusal is recorded in the report
  const put: Promise<void> = deployPut(site, pipe, rel, data, deployFailuresOf(r)).finally(() => running.delete(put));
  running.add(put);
}

/** Waits for a report's background puts (a render task calls it before it returns its report). */
export async function deploySettled(r: object): Promise<void> {
  const running = inFlight.get(r);
  while (running?.size) await Promise.all([...running]);
  inFlight.delete(r);
}

/** Removes a file taken out of the pipe's output from its bucket when it deploys; a failure goes to `failures`. */
export async function deployRemove(site: DeploySite, pipe: string, rel: string, failures: DeployFailure[]) {
  if (!deployOn(site, pipe)) return;
  await send(site, pipe, rel, failures, (b) => b.remove(rel));
}

/** The bucket's refusals of wrong credentials, and what a missing bucket or an unreachable endpoint say. */
export const REASONS: Record<string, string> = {
  InvalidAccessKeyId: 'deploy.denied',
  SignatureDoesNotMatch: 'deploy.denied',
  AccessDenied: 'deploy.denied',
  InvalidToken: 'deploy.denied',
  NoSuchBucket: 'deploy.noBucket',
  ECONNREFUSED: 'deploy.unreachable',
  ENOTFOUND: 'deploy.unreachable',
  EAI_AGAIN: 'deploy.unreachable',
  ETIMEDOUT: 'deploy.unreachable',
  ECONNRESET: 'deploy.unreachable',
};

/**
 * The failures as the publish task reports them, in the request's language: one line per pipe and cause
 * (wrong credentials fail every page the same way), with how many files and the first of them.
 */
export function deployMessages(t: (key: string, params?: Record<string, unknown>) => string, failures: DeployFailure[]): string[] {
  const groups = new Map<string, { f: DeployFailure; count: number }>();
  for (const f of failures) {
    const k = `${f.pipe}\n${f.code}`;
    const g = groups.get(k);
    if (g) g.count++;
    else groups.set(k, { f, count: 1 });
  }
  return [...groups.values()].map(({ f, count }) =>
    t('cms:deploy.failed', {
      pipe: f.pipe,
      count,
      file: f.file,
      reason: REASONS[f.code] ? t(`cms:${REASONS[f.code]}`, { code: f.code }) : `${f.code}: ${f.message}`,
    }),
  );
}
