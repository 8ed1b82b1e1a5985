import { useEffect, useState } from 'react';
import Spin from '@arco-design/web-react/es/Spin';
import { LAYOUT } from '../../shared/constants.ts';

/** Embedded page for InnerLink menus: a spinner until the frame loads; height = window − 94.5 px (SPEC §2). */
export function InnerLinkFrame({ url }: { url: string }) {
  const [loading, setLoading] = useState(true);
  const [height, setHeight] = useState(() => window.innerHeight - LAYOUT.iframeOffset);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight - LAYOUT.iframeOffset);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => setLoading(true), [url]);
  return (
    <Spin loading={loading} block style={{ display: 'block', height }}>
      <iframe
        src={url}
        title={url}
        onLoad={() => setLoading(false)}
        style={{ width: '100%', height, border: 0, display: 'block' }}
      />
    </Spin>
  );
}
