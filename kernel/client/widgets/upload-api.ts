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
  const data = await uploadForm<UploadResponse>(path, file);
  return { url: data.url || data.fileName, name: data.originalFilename || file.name };
}

/**
 * Sends one file as multipart `file` to a URL of the API, with text fields placed before it (the server
 * reads them with the file), and returns the envelope's data; UploadError carries the server's message.
 */
export async function uploadForm<T>(path: string, file: File, fields: Record<string, string | undefined> = {}): Promise<T> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v != null && v !== '') body.append(k, v);
  body.append('file', file);
  let env: Envelope<T>;
  try {
    const res = await fetch(runtime().apiBase + path, { method: 'POST', headers: baseHeaders(), body });
    if (!res.ok) throw new Error(String(res.status));
    env = (await res.json()) as Envelope<T>;
  } catch {
    throw new UploadError('');
  }
  if (env.code !== ResultCode.SUCCESS || env.data == null) throw new UploadError(env.msg || '');
  return env.data;
}
