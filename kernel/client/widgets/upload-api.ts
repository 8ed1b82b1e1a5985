import { ResultCode, type Envelope } from '../../shared/codes.ts';
import { baseHeaders } from '../request/index.ts';
import { runtime } from '../runtime.ts';
import type { UploadedFile } from './upload-checks.ts';

/** What POST /common/upload returns in `data`. */
export interface UploadResponse {
  fileName: string;
  url: string;
  originalFilename?: string;
}

/** Raised for a failed upload; an empty message means a transport failure (the caller shows its own text). */
export class UploadError extends Error {}

/**
 * Sends one file to /common/upload. Raw fetch rather than `http.post`: the request layer's
 * duplicate-submit guard would see every FormData as the same body, and its error toasts would
 * double the uploader's own message.
 */
export async function uploadFile(file: File, path = '/common/upload'): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  let env: Envelope<UploadResponse>;
  try {
    const res = await fetch(runtime().apiBase + path, { method: 'POST', headers: baseHeaders(), body });
    if (!res.ok) throw new Error(String(res.status));
    env = (await res.json()) as Envelope<UploadResponse>;
  } catch {
    throw new UploadError('');
  }
  if (env.code !== ResultCode.SUCCESS || !env.data) throw new UploadError(env.msg || '');
  return { url: env.data.url || env.data.fileName, name: env.data.originalFilename || file.name };
}
