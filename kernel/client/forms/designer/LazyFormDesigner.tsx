import { lazy, Suspense } from 'react';
import { Spin } from '@arco-design/web-react';
import type { FormDesignerProps } from './FormDesigner.tsx';

const Designer = lazy(() => import('./FormDesigner.tsx').then((m) => ({ default: m.FormDesigner })));

/** The form designer, loaded in its own chunk (drag and drop, CodeMirror) the first time a page shows it. */
export function FormDesigner(props: FormDesignerProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '40px auto' }} />}>
      <Designer {...props} />
    </Suspense>
  );
}
