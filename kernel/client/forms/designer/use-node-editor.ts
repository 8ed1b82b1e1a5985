import { useCallback } from 'react';
import { useDesignerStore } from './context.ts';
import type { FormilyJsonSchema, NodeId } from './model.ts';
import { updateSchema } from './tree-ops.ts';

/** Edits one node's schema: `edit('title', s => …)`; quick edits of the same key merge into one undo step. */
export function useNodeEditor(id: NodeId): (tag: string, fn: (s: FormilyJsonSchema) => FormilyJsonSchema) => void {
  const store = useDesignerStore();
  return useCallback(
    (tag, fn) => {
      const model = store.getState().model;
      const node = model.nodes[id];
      if (node) store.change(updateSchema(model, id, fn(node.schema)), { tag: `${id}:${tag}` });
    },
    [store, id],
  );
}
