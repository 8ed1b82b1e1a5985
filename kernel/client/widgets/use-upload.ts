import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadItem, UploadProps } from '@arco-design/web-react/es/Upload/interface';
import { widgetNotice } from './notice.ts';
import { uploadFile } from './upload-api.ts';
import { filesToValue, runUploadBatch, valueToFiles, type UploadFn, type UploadLimits, type UploadedFile } from './upload-checks.ts';

/** Options of the shared uploader state. */
export interface UseUploadOptions {
  value?: string | null;
  onChange?: (value: string) => void;
  limits: UploadLimits;
  /** widgets key shown when the transport fails */
  failKey: 'upload.fileFailed' | 'upload.imageFailed';
  upload?: UploadFn;
}

/** State and actions shared by FileUpload and ImageUpload. */
export function useUpload({ value, onChange, limits, failKey, upload = uploadFile }: UseUploadOptions) {
  const { t } = useTranslation('widgets');
  // original file names survive only in memory; the value itself holds urls
  const names = useRef(new Map<string, string>());
  const files = useMemo(() => valueToFiles(value, names.current), [value]);
  const latest = useRef(files);
  latest.current = files;
  const [pending, setPending] = useState<{ uid: string; file: File }[]>([]);
  const lastBatch = useRef<File[] | null>(null);
  const seq = useRef(0);

  const add = useCallback(
    (chosen: File[]) => {
      // Arco calls beforeUpload once per file with the same batch array; handle the batch once
      if (lastBatch.current === chosen) return;
      lastBatch.current = chosen;
      const uids = new Map<File, string>();
      void runUploadBatch(chosen, latest.current, limits, upload, {
        onIssue: (issue) => widgetNotice.error('key' in issue ? t(issue.key, issue.params) : issue.message || t(failKey)),
        onStart: (accepted) => {
          for (const f of accepted) uids.set(f, `zx-upload-${++seq.current}`);
          setPending((p) => p.concat(accepted.map((file) => ({ uid: uids.get(file)!, file }))));
        },
        onDrop: (f) => setPending((p) => p.filter((x) => x.uid !== uids.get(f))),
        onDone: (added) => {
          const mine = new Set(uids.values());
          setPending((p) => p.filter((x) => !mine.has(x.uid)));
          if (!added.length) return;
          for (const a of added) names.current.set(a.url, a.name);
          const next = latest.current.concat(added);
          latest.current = next;
          onChange?.(filesToValue(next));
        },
      });
    },
    [limits, upload, onChange, failKey, t],
  );

  const remove = useCallback(
    (url: string) => {
      const next = latest.current.filter((f) => f.url !== url);
      latest.current = next;
      onChange?.(filesToValue(next));
    },
    [onChange],
  );

  /** The list in Arco's shape: committed files first, then those still uploading. */
  const items: UploadItem[] = useMemo(
    () => [
      ...files.map((f): UploadItem => ({ uid: f.url, name: f.name, url: f.url, status: 'done' })),
      ...pending.map((p): UploadItem => ({ uid: p.uid, name: p.file.name, status: 'uploading', percent: 50 })),
    ],
    [files, pending],
  );

  return { files, items, loading: pending.length > 0, add, remove };
}

/** Converts the count of files in a list to "can take more". */
export function canAddMore(files: UploadedFile[], limit: number): boolean {
  return limit <= 0 || files.length < limit;
}

/** Props of the file and image uploaders; the value is a comma-separated string of urls (SPEC §4). */
export interface UploadFieldProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** maximum number of files (default 5) */
  limit?: number;
  /** maximum size of each file in MB (default 5) */
  fileSize?: number;
  /** allowed extensions (files: doc, xls, ppt, txt, pdf; images: png, jpg, jpeg) */
  fileType?: string[];
  /** show the hint of the limits (default true) */
  isShowTip?: boolean;
  disabled?: boolean;
  /** replaces the upload call (tests, other endpoints) */
  upload?: UploadFn;
}

/**
 * An uploader field (FileUpload, ImageUpload): its limits from the props or its kind's defaults, the shared
 * upload state, and the props of Arco's Upload that hand chosen and removed files to that state.
 */
export function useUploadField(
  props: UploadFieldProps,
  defaults: { limit: number; sizeMb: number; types: readonly string[] },
  failKey: UseUploadOptions['failKey'],
) {
  const { value, onChange, limit = defaults.limit, fileSize = defaults.sizeMb, fileType, disabled, upload } = props;
  const types = useMemo(() => fileType ?? [...defaults.types], [fileType]);
  const limits = useMemo(() => ({ types, sizeMb: fileSize, limit }), [types, fileSize, limit]);
  const state = useUpload({ value, onChange, limits, failKey, upload });
  const uploadProps: Partial<UploadProps> = {
    multiple: true,
    accept: { type: types.map((x) => `.${x}`).join(','), strict: false },
    fileList: state.items,
    disabled: disabled || state.loading,
    beforeUpload: (_file, batch) => {
      state.add(batch);
      return false;
    },
    onRemove: (item) => {
      if (item.url) state.remove(item.url);
      return false;
    },
  };
  return { state, limit, fileSize, types, showTip: props.isShowTip ?? true, uploadProps };
}
