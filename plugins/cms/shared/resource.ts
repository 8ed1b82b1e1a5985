import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** The resource types of the library and the extensions each accepts (`GET /cms/resource/types`). */
export const RESOURCE_TYPES = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'flac'],
  video: ['mp4', 'webm', 'mov', 'avi'],
  file: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'rar', '7z', 'gz'],
} as const;
export type ResourceType = keyof typeof RESOURCE_TYPES;
export const RESOURCE_TYPE_IDS = Object.keys(RESOURCE_TYPES) as ResourceType[];

/** The type an extension belongs to, or undefined when the library does not take it. */
export function resourceTypeOf(ext: string): ResourceType | undefined {
  return RESOURCE_TYPE_IDS.find((t) => (RESOURCE_TYPES[t] as readonly string[]).includes(ext));
}

/** Where a resource's bytes are: uploaded to the site's storage, or a remote link only. */
export const RESOURCE_STORAGES = ['Local', 'AliyunOSS', 'TencentCOS', 'MinIO', 'AmazonS3', 'Remote'] as const;
export type ResourceStorage = (typeof RESOURCE_STORAGES)[number];
/** What may use a resource (its `usageInfo`). */
export const RESOURCE_USAGE_TYPES = ['site', 'catalog'] as const;

const tags = Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { maxItems: 10 }));

/** `GET /cms/resource` and `/cms/resource/selectList` (v1.4.3: siteId is the current site). */
export const ResourceQuery = Type.Object({
  name: Wire.filter(100),
  resourceType: Type.Optional(Type.Enum(RESOURCE_TYPE_IDS)),
  owner: Type.Optional(Type.Boolean()),
  tag: Wire.filter(30),
  beginTime: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  endTime: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type ResourceQuery = Static<typeof ResourceQuery>;

/** `PUT /cms/resource`: what may change after the upload. */
export const ResourceEdit = Type.Object({
  resourceId: Wire.id(),
  name: Wire.text(100),
  tags,
  remark: Wire.optionalText(500),
});
export type ResourceEdit = Static<typeof ResourceEdit>;

/**
 * `POST /cms/resource/remote`: a remote link (http/https only); with `download` the file is fetched into the
 * site's storage (never from private, loopback or link-local addresses).
 */
export const ResourceRemote = Type.Object({
  name: Wire.text(100),
  resourceType: Type.Enum(RESOURCE_TYPE_IDS),
  sourceUrl: Type.String({ minLength: 8, maxLength: 1000, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' }),
  download: Type.Optional(Type.Boolean()),
  tags,
  remark: Wire.optionalText(500),
});
export type ResourceRemote = Static<typeof ResourceRemote>;

/** A resource as the list and the detail send it (CmsResource). */
export interface Resource {
  resourceId: number;
  siteId: number;
  resourceType: ResourceType;
  /** the type's localized name (v1.4.3's lists show it) */
  resourceTypeName: string;
  storageType: ResourceStorage;
  name: string;
  path: string;
  fileName: string;
  suffix: string;
  width: number;
  height: number;
  /** seconds (audio, video) */
  duration: number;
  fileSize: number;
  fileSizeName: string;
  sourceUrl: string | null;
  status: string;
  tags: string[];
  remark: string | null;
  /** where the file is served */
  src: string;
  /** a small image for lists (thumbnail of an image, else empty) */
  thumbnailSrc: string;
  internalUrl: string;
  createBy: string | null;
  createTime: string;
  /** detail only: what uses the resource */
  usageInfo?: { type: (typeof RESOURCE_USAGE_TYPES)[number]; id: number; name: string }[];
}

/** Arguments of an S3-compatible storage (site extend `FileStorageArgs`); the secret never goes back in clear. */
export const FileStorageArgs = Type.Object({
  endpoint: Type.Optional(Type.String({ maxLength: 255 })),
  region: Type.Optional(Type.String({ maxLength: 64 })),
  bucket: Type.Optional(Type.String({ maxLength: 63 })),
  accessKey: Type.Optional(Type.String({ maxLength: 128 })),
  accessSecret: Type.Optional(Type.String({ maxLength: 256 })),
  /** public URL prefix of the bucket (CDN or bucket domain) */
  domain: Type.Optional(Type.String({ maxLength: 255 })),
});
export type FileStorageArgs = Static<typeof FileStorageArgs>;

/** What the console receives instead of a stored secret; sent back unchanged, it keeps the stored one. */
export const SECRET_MASK = '******';

export const fileSizeName = (n: number) =>
  n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(1)} MB`;

/** The internal link of a resource (v1.4.3 `iurl://resource?id=…`): what logo and image fields store. */
export const internalUrl = (resourceId: number) => `iurl://resource?id=${resourceId}`;

/** The resource id of an internal link, or null for anything else. */
export function parseInternalUrl(v: string | null | undefined): number | null {
  const m = /^iurl:\/\/resource\?id=([1-9][0-9]{0,14})$/.exec(v ?? '');
  return m ? Number(m[1]) : null;
}
