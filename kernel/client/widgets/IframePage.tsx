import { useState } from 'react';
import { Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../shared/constants.ts';
import { useWindowSize } from './use-window-size.ts';

/** Props of the embedded-page frame (route meta `link`). */
export interface IframePageProps {
  src: string;
  title?: string;
}

/** Frame height for a window height: the window minus the shell's header and tabs (SPEC §2). */
export function iframeHeight(windowHeight: number): number {
  return windowHeight - LAYOUT.iframeOffset;
}

/** Embedded page that shows a loading indicator until the frame has loaded. */
export function IframePage({ src, title }: IframePageProps) {
  const { t } = useTranslation('widgets');
  const { height } = useWindowSize();
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <Spin loading={loaded !== src} tip={t('iframe.loading')} style={{ display: 'block', width: '100%' }}>
      <iframe
        key={src}
        src={src}
        title={title ?? t('iframe.title')}
        onLoad={() => setLoaded(src)}
        style={{ display: 'block', width: '100%', height: iframeHeight(height), border: 0 }}
      />
    </Spin>
  );
}
