import { connect, mapProps, mapReadPretty } from '@formily/react';
import { FileUpload } from '../widgets/FileUpload.tsx';
import { ImageUpload } from '../widgets/ImageUpload.tsx';
import { RichTextEditor } from '../widgets/RichTextEditor.tsx';
import { PreviewText } from './PreviewText.tsx';

// The uploaders take (value, onChange) already; readOnly/disabled from the field's pattern must disable them.
const lockWhenReadOnly = (props: any) => ({ ...props, disabled: props.disabled || props.readOnly });

/** Image uploader field (comma-separated urls). */
export const ImageUploadField = connect(ImageUpload, mapProps(lockWhenReadOnly), mapReadPretty(PreviewText.Images));

/** File uploader field (comma-separated urls); `Upload.Image` for pictures. */
export const Upload = Object.assign(connect(FileUpload, mapProps(lockWhenReadOnly), mapReadPretty(PreviewText.Files)), {
  Image: ImageUploadField,
});

/** Rich-text field (HTML string). */
export const RichText = connect(RichTextEditor, mapReadPretty(PreviewText.Html));
