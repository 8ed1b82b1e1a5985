import { Image } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** Props of the small image with click-to-preview. */
export interface ImagePreviewProps {
  /** one url or a comma-separated list (the first is shown, all are browsable in the preview) */
  src?: string | null;
  width?: number | string;
  height?: number | string;
}

/** Splits a comma-separated image value into urls. */
export function imageUrls(src: string | null | undefined): string[] {
  return (src ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A thumbnail that opens a preview when clicked. */
export function ImagePreview({ src, width = 50, height = 50 }: ImagePreviewProps) {
  const { t } = useTranslation('widgets');
  const urls = imageUrls(src);
  if (!urls.length) return <span style={{ color: 'var(--color-text-4)' }}>{t('image.empty')}</span>;
  const thumb = <Image src={urls[0]} width={width} height={height} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" />;
  if (urls.length === 1) return thumb;
  return (
    <Image.PreviewGroup srcList={urls} infinite>
      {thumb}
    </Image.PreviewGroup>
  );
}
