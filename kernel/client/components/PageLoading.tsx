import Spin from '@arco-design/web-react/es/Spin';
import '@arco-design/web-react/es/Spin/style/css.js';

/** Centered spinner while a page chunk or page data loads. */
export function PageLoading({ full }: { full?: boolean }) {
  return (
    <div className={full ? 'zx-loading zx-loading-full' : 'zx-loading'}>
      <Spin dot />
    </div>
  );
}
