import { useSyncExternalStore } from 'react';
import { type DesignModel, exportSchema, type FormilyJsonSchema, importSchema, type NodeId } from './model.ts';

/** Everything the designer shows: the model, the selected node, and the undo and redo stacks. */
export interface DesignerState {
  model: DesignModel;
  selected: NodeId | null;
  past: DesignModel[];
  future: DesignModel[];
}

/** How many steps undo goes back. */
export const UNDO_DEPTH = 200;
/** Edits of the same property of the same node closer than this are one undo step (typing a label). */
const MERGE_MS = 1000;

/**
 * The designer's one store: every part of the screen reads the slice it shows through `useDesigner`, so a keystroke
 * in the property panel re-renders the panel and the one canvas item it changed, not the 100 others.
 */
export class DesignerStore {
  private state: DesignerState;
  private readonly listeners = new Set<() => void>();
  private lastTag: string | undefined;
  private lastAt = 0;
  private exported: { model: DesignModel; schema: FormilyJsonSchema } | undefined;

  constructor(schema: FormilyJsonSchema) {
    this.state = { model: importSchema(schema), selected: null, past: [], future: [] };
  }

  getState = (): DesignerState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private set(next: DesignerState): void {
    this.state = next;
    for (const fn of this.listeners) fn();
  }

  /** The model's schema, computed once per model. */
  schema(): FormilyJsonSchema {
    const { model } = this.state;
    if (this.exported?.model !== model) this.exported = { model, schema: exportSchema(model) };
    return this.exported.schema;
  }

  /** Applies a change of the model as one undo step; `tag` merges quick edits of the same thing into one step. */
  change(next: DesignModel, opts: { tag?: string; select?: NodeId | null } = {}): void {
    const s = this.state;
    if (next === s.model && opts.select === undefined) return;
    const now = Date.now();
    const merge = opts.tag !== undefined && opts.tag === this.lastTag && now - this.lastAt < MERGE_MS;
    this.lastTag = opts.tag;
    this.lastAt = now;
    const past = next === s.model || merge ? s.past : [...s.past, s.model].slice(-UNDO_DEPTH);
    const selected = opts.select !== undefined ? opts.select : s.selected && next.nodes[s.selected] ? s.selected : null;
    this.set({ model: next, selected, past, future: next === s.model ? s.future : [] });
  }

  /** Replaces the whole schema (an import): one undo step. */
  load(schema: FormilyJsonSchema): void {
    this.change(importSchema(schema), { select: null });
  }

  select(id: NodeId | null): void {
    if (this.state.selected !== id) this.set({ ...this.state, selected: id });
  }

  undo(): void {
    const s = this.state;
    const prev = s.past[s.past.length - 1];
    if (!prev) return;
    this.lastTag = undefined;
    this.set({
      ...s,
      model: prev,
      past: s.past.slice(0, -1),
      future: [s.model, ...s.future],
      selected: s.selected && prev.nodes[s.selected] ? s.selected : null,
    });
  }

  redo(): void {
    const s = this.state;
    const next = s.future[0];
    if (!next) return;
    this.lastTag = undefined;
    this.set({
      ...s,
      model: next,
      past: [...s.past, s.model],
      future: s.future.slice(1),
      selected: s.selected && next.nodes[s.selected] ? s.selected : null,
    });
  }
}

/** The slice of the designer's state a component shows; it re-renders only when that slice changes. */
export function useDesigner<T>(store: DesignerStore, select: (s: DesignerState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
