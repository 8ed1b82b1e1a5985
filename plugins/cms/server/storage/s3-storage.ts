import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorageArgs, ResourceStorage } from '../../shared/resource.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Any S3-compatible service (MinIO, Aliyun OSS, Tencent COS, AWS) through its endpoint: objects are
 * `{sitePath}/{key}` in the bucket (`{key}` when the prefix is empty), served from `domain` when given, else
 * from the endpoint (path style). The resource library uses the site's path as prefix; publishing's deploy
 * (publish/deploy.ts) the pipe's `deployPrefix`.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly base: string;

  constructor(
    readonly type: Exclude<ResourceStorage, 'Local' | 'Remote'>,
    private readonly sitePath: string,
    args: FileStorageArgs,
  ) {
    this.bucket = args.bucket ?? '';
    const endpoint = (args.endpoint ?? '').replace(/\/+$/, '');
    this.client = new S3Client({
      endpoint: endpoint || undefined,
      region: args.region || 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: args.accessKey ?? '', secretAccessKey: args.accessSecret ?? '' },
      maxAttempts: 2,
    });
    this.base = (args.domain ?? '').replace(/\/+$/, '') || `${endpoint}/${this.bucket}`;
  }

  private key(key: string) {
    return this.sitePath ? `${this.sitePath}/${key}` : key;
  }

  /** removes one object (nothing happens when it is not there) */
  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  async put(key: string, data: Buffer, contentType: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(key), Body: data, ContentType: contentType }));
  }

  async get(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null;
      throw e;
    }
  }

  async removeFamily(key: string) {
    const stem = this.key(key).replace(/\.[^./]+$/, '');
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: stem, MaxKeys: 1000 }));
    const keys = (listed.Contents ?? []).map((o) => o.Key ?? '').filter((k) => k === this.key(key) || k.startsWith(`${stem}_`));
    if (!keys.length) return;
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
  }

  url(key: string) {
    return `${this.base}/${this.key(key)}`;
  }
}
