/** The kernel's shared widgets (SPEC §2 "Shared widgets"). */
export { Pagination, pagerCountFor, bufferSizeFor, type PaginationProps } from './Pagination.tsx';
export { TableToolbar, TableToolbar as RightToolbar, applyHidden, type TableToolbarProps, type ToolbarColumn } from './TableToolbar.tsx';
export { DictTag, dictLabels, dictValues, LIST_CLASS_COLORS, type DictTagProps } from './DictTag.tsx';
export { useDict, loadDict, clearDictCache, toDictOptions, type DictData, type DictOption } from './dict.ts';
export { FileUpload, type FileUploadProps } from './FileUpload.tsx';
export { ImageUpload, type ImageUploadProps } from './ImageUpload.tsx';
export {
  checkUploadFile,
  isAllowedType,
  extensionOf,
  valueToFiles,
  filesToValue,
  runUploadBatch,
  type UploadLimits,
  type UploadIssue,
  type UploadedFile,
  type UploadFn,
  type BatchHooks,
} from './upload-checks.ts';
export { uploadFile, uploadForm, UploadError, type UploadResponse } from './upload-api.ts';
export {
  RichTextEditor,
  type RichMediaKind,
  type RichMediaPicker,
  type RichTextEditorHandle,
  type RichTextEditorProps,
} from './RichTextEditor.tsx';
export { IframePage, iframeHeight, type IframePageProps } from './IframePage.tsx';
export { ImagePreview, imageUrls, type ImagePreviewProps } from './ImagePreview.tsx';
export { FileIcon, fileIcon, fileKindOf, isImageFile, type FileKind } from './file-icon.tsx';
export { widgetNotice } from './notice.ts';
export { scrollTo } from './scroll-to.ts';
export { useWindowSize } from './use-window-size.ts';
export { HomeCard, type HomeCardProps } from './HomeCard.tsx';
export { AsyncTaskProgress, type AsyncTaskProgressProps } from './AsyncTaskProgress.tsx';
export { useAsyncTask, ASYNC_TASK_POLL_MS, type UseAsyncTask } from './use-async-task.ts';
export { asyncTaskView, isFinishedStatus, type AsyncTask, type AsyncTaskStatus, type AsyncTaskView } from './async-task-state.ts';
export { Chart } from './chart/Chart.tsx';
export type { ChartSeries, UPlotChartProps as ChartProps } from './chart/UPlotChart.tsx';
export { CodeEditor, type CodeEditorProps, type CodeEditorRef, type CodeLanguage } from './CodeEditor.tsx';
