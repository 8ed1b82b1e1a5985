import type { DesignModel, NodeId } from './model.ts';
import { type PaletteEntry, paletteEntry, paletteTree } from './palette.ts';
import { insertTree, isContainer, moveNode, type NodeTree, placeOf, uniqueName, usedNames } from './tree-ops.ts';

/** Draggable id of a palette entry. */
export const paletteDragId = (key: string) => `palette:${key}`;
/** Droppable id of a container's list of children. */
export const boxDropId = (id: NodeId) => `box:${id}`;

/** Where a drop lands: a container and the index among its children. */
export interface DropTarget {
  parent: NodeId;
  index?: number;
}

const component = (model: DesignModel, id: NodeId) => String(model.nodes[id]?.schema['x-component'] ?? '');

/** The drop target of a drag that ended over `overId` (a node or a container's list); undefined: nowhere. */
export function dropTarget(model: DesignModel, overId: string | undefined, activeId?: NodeId): DropTarget | undefined {
  if (!overId) return undefined;
  if (overId.startsWith('box:')) {
    const parent = overId.slice(4);
    return model.nodes[parent] ? { parent } : undefined;
  }
  if (overId === activeId) return undefined;
  const at = placeOf(model, overId);
  if (!at || at.isItems) return undefined;
  return { parent: at.parent, index: at.index };
}

/**
 * Fits a target to what its container renders: tabs show only their panes (a field goes into the last pane), an
 * array table's row only its columns (a field gets a column of its own, see `wrapForTarget`).
 */
function adjustTarget(model: DesignModel, target: DropTarget, isPane: boolean): DropTarget {
  if (component(model, target.parent) === 'FormTab' && !isPane) {
    const panes = model.nodes[target.parent].children;
    if (panes.length) return { parent: panes[panes.length - 1] };
  }
  return target;
}

/** Whether the target is an array table's row, whose children must be columns. */
function isTableRow(model: DesignModel, parent: NodeId): boolean {
  const owner = Object.values(model.nodes).find((n) => n.items === parent);
  return !!owner && component(model, owner.id) === 'ArrayTable';
}

/** A new node tree of a palette entry, named so that no name repeats in the model. */
export function newTree(model: DesignModel, entry: PaletteEntry): NodeTree {
  return paletteTree(entry, uniqueName(entry.base, usedNames(model)));
}

/** Adds a palette entry at a target (the end of the root when none); returns the model and the new node. */
export function addEntry(model: DesignModel, key: string, target?: DropTarget): { model: DesignModel; added?: NodeId } {
  const entry = paletteEntry(key);
  if (!entry) return { model };
  let t = adjustTarget(model, target ?? { parent: model.root }, key === 'tabPane');
  if (!model.nodes[t.parent] || (!isContainer(model.nodes[t.parent]) && t.parent !== model.root)) t = { parent: model.root };
  let tree = newTree(model, entry);
  if (isTableRow(model, t.parent) && key !== 'column') {
    const column = newTree(model, paletteEntry('column') as PaletteEntry);
    const col = column.nodes[column.top];
    column.nodes[column.top] = { ...col, children: [tree.top] };
    tree = { top: column.top, nodes: { ...column.nodes, ...tree.nodes } };
  }
  return { model: insertTree(model, tree, t.parent, t.index), added: tree.top };
}

/** Moves a node to a target; unchanged when the target is inside the node itself. */
export function moveTo(model: DesignModel, id: NodeId, target: DropTarget): DesignModel {
  const isPane = component(model, id) === 'FormTab.TabPane';
  const t = adjustTarget(model, target, isPane);
  if (!isContainer(model.nodes[t.parent]) && t.parent !== model.root) return model;
  const from = placeOf(model, id);
  const index = t.index ?? (from?.parent === t.parent ? model.nodes[t.parent].children.length - 1 : model.nodes[t.parent].children.length);
  if (isTableRow(model, t.parent) && component(model, id) !== 'ArrayTable.Column' && from?.parent !== t.parent) {
    // a field moved into a table row gets a column of its own
    const column = newTree(model, paletteEntry('column') as PaletteEntry);
    const next = insertTree(model, column, t.parent, index);
    return moveNode(next, id, column.top, 0);
  }
  return moveNode(model, id, t.parent, index);
}

/** Where click-to-add puts a piece: into the selected container, after the selected field, else at the end. */
export function clickTarget(model: DesignModel, selected: NodeId | null): DropTarget | undefined {
  const sel = selected ? model.nodes[selected] : undefined;
  if (!sel) return undefined;
  if (isContainer(sel)) return { parent: sel.id };
  if (sel.items) return { parent: sel.items };
  const at = placeOf(model, sel.id);
  return at && !at.isItems ? { parent: at.parent, index: at.index + 1 } : undefined;
}
