/**
 * A publish pipe's deploy to an S3-compatible bucket (site pipe props, chestnut-api §4.7 style): when
 * `deployEnable` is `Y`, every page the publisher writes or removes under the pipe's output is also put to or
 * removed from `{deployBucket}/{deployPrefix}/…` at `deployEndpoint`.
 */
export const DEPLOY_PROP_KEYS = [
  'deployEnable',
  'deployEndpoint',
  'deployRegion',
  'deployBucket',
  'deployPrefix',
  'deployAccessKey',
  'deploySecret',
  'deployDomain',
] as const;
export type DeployPropKey = (typeof DEPLOY_PROP_KEYS)[number];

/** One refused deploy prop: the field and the i18n key (cms namespace) that says why. */
export interface DeployPropProblem {
  field: DeployPropKey;
  key: string;
}

const httpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
};

/**
 * S3 bucket naming: 3–63 characters of lower-case letters, digits, dots and hyphens, starting and ending with
 * a letter or digit, no two dots in a row, not an IPv4 address.
 */
export const validBucketName = (v: string) =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v) && !v.includes('..') && !/^\d+\.\d+\.\d+\.\d+$/.test(v);

/**
 * What is wrong with a pipe's deploy props (empty when nothing): formats always, and when deploy is on the
 * endpoint, bucket, access key and secret must be there (`hasSecret`: a secret is stored or given).
 */
export function deployPropProblems(p: Partial<Record<DeployPropKey, string>>, hasSecret: boolean): DeployPropProblem[] {
  const out: DeployPropProblem[] = [];
  const v = (k: DeployPropKey) => (p[k] ?? '').trim();
  if (v('deployEnable') && !['Y', 'N'].includes(v('deployEnable'))) out.push({ field: 'deployEnable', key: 'pipe.deployEnableRule' });
  const on = v('deployEnable') === 'Y';
  if (v('deployEndpoint') ? !httpUrl(v('deployEndpoint')) : on) out.push({ field: 'deployEndpoint', key: 'pipe.deployEndpointRule' });
  if (v('deployBucket') ? !validBucketName(v('deployBucket')) : on) out.push({ field: 'deployBucket', key: 'pipe.deployBucketRule' });
  if (v('deployRegion') && !/^[A-Za-z0-9-]{1,64}$/.test(v('deployRegion')))
    out.push({ field: 'deployRegion', key: 'pipe.deployRegionRule' });
  const prefix = v('deployPrefix');
  if (
    prefix &&
    (!/^[A-Za-z0-9._\-/]{1,200}$/.test(prefix) || prefix.startsWith('/') || prefix.split('/').some((s) => s === '..' || s === '.'))
  )
    out.push({ field: 'deployPrefix', key: 'pipe.deployPrefixRule' });
  if (on && !v('deployAccessKey')) out.push({ field: 'deployAccessKey', key: 'pipe.deployAccessKeyRule' });
  if (on && !hasSecret) out.push({ field: 'deploySecret', key: 'pipe.deploySecretRule' });
  if (v('deployDomain') && !httpUrl(v('deployDomain'))) out.push({ field: 'deployDomain', key: 'pipe.deployDomainRule' });
  return out;
}
