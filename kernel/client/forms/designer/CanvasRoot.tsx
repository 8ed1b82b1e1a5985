import { memo } from 'react';
import { CanvasBox } from './CanvasBox.tsx';
import { useDesignerStore } from './context.ts';
import { useDesigner } from './store.ts';

/** The canvas: the root's box (the root changes only when a schema is loaded). */
export const CanvasRoot = memo(function CanvasRoot() {
  const store = useDesignerStore();
  const root = useDesigner(store, (s) => s.model.root);
  return <CanvasBox id={root} root />;
});
