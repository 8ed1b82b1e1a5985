import { type DesignModel, type DesignNode, type FormilyJsonSchema, type NodeId, newNodeId } from './model.ts';

/** Where a node sits: its parent and whether it is the parent's `items` row or one of its children. */
export interface NodePlace {
  parent: NodeId;
  index: number;
  /** the node is the parent's `items` (it cannot be moved or removed on its own) */
  isItems?: boolean;
}

/** A subtree to insert: its top node and every node of it by id. */
export interface NodeTree {
  top: NodeId;
  nodes: Record<NodeId, DesignNode>;
}

/** The place of a node in the model; undefined for the root or an unknown id. */
export function placeOf(model: DesignModel, id: NodeId): NodePlace | undefined {
  for (const n of Object.values(model.nodes)) {
    if (n.items === id) return { parent: n.id, index: 0, isItems: true };
    const index = n.children.indexOf(id);
    if (index >= 0) return { parent: n.id, index };
  }
  return undefined;
}

/** The ids of a node and everything under it. */
export function subtreeIds(model: DesignModel, id: NodeId): NodeId[] {
  const n = model.nodes[id];
  if (!n) return [];
  return [id, ...n.children.flatMap((c) => subtreeIds(model, c)), ...(n.items ? subtreeIds(model, n.items) : [])];
}

/** Whether a node may hold children on the canvas (layout pieces, objects, array rows). */
export function isContainer(node: DesignNode): boolean {
  const t = node.schema.type;
  return (
    (t === 'void' || t === 'object') &&
    !String(node.schema['x-component'] ?? '').match(/\.(Addition|Remove|MoveUp|MoveDown|SortHandle|Index)$/)
  );
}

/** Every name used in the model (new and copied fields get names unused anywhere, so linkages stay unambiguous). */
export function usedNames(model: DesignModel): Set<string> {
  return new Set(Object.values(model.nodes).map((n) => n.name));
}

/** `base` or `base2`, `base3`… whichever is not taken yet (and takes it). */
export function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  taken.add(name);
  return name;
}

const withNode = (model: DesignModel, node: DesignNode): DesignModel => ({ ...model, nodes: { ...model.nodes, [node.id]: node } });

/** Inserts a subtree as the `index`-th child of `parent` (clamped; the end when omitted). */
export function insertTree(model: DesignModel, tree: NodeTree, parent: NodeId, index?: number): DesignModel {
  const p = model.nodes[parent];
  const children = [...p.children];
  children.splice(index === undefined ? children.length : Math.max(0, Math.min(index, children.length)), 0, tree.top);
  return { ...model, nodes: { ...model.nodes, ...tree.nodes, [parent]: { ...p, children } } };
}

/** Moves a node to the `index`-th place among `parent`'s children; unchanged when that would put it inside itself. */
export function moveNode(model: DesignModel, id: NodeId, parent: NodeId, index: number): DesignModel {
  const from = placeOf(model, id);
  if (!from || from.isItems || subtreeIds(model, id).includes(parent)) return model;
  const src = model.nodes[from.parent];
  let next = withNode(model, { ...src, children: src.children.filter((c) => c !== id) });
  const dest = next.nodes[parent];
  const children = [...dest.children];
  children.splice(Math.max(0, Math.min(index, children.length)), 0, id);
  next = withNode(next, { ...dest, children });
  return next;
}

/** Removes a node and everything under it. */
export function removeNode(model: DesignModel, id: NodeId): DesignModel {
  const at = placeOf(model, id);
  if (!at || at.isItems) return model;
  const nodes = { ...model.nodes };
  for (const x of subtreeIds(model, id)) delete nodes[x];
  const p = nodes[at.parent];
  nodes[at.parent] = { ...p, children: p.children.filter((c) => c !== id) };
  return { ...model, nodes };
}

/** A copy of a subtree with new ids and, for named nodes, names not yet used. */
export function cloneTree(model: DesignModel, id: NodeId): NodeTree {
  const taken = usedNames(model);
  const nodes: Record<NodeId, DesignNode> = {};
  const copy = (src: NodeId): NodeId => {
    const n = model.nodes[src];
    const nid = newNodeId();
    nodes[nid] = {
      ...n,
      id: nid,
      name: n.name ? uniqueName(n.name.replace(/\d+$/, '') || n.name, taken) : '',
      schema: structuredClone(n.schema) as FormilyJsonSchema,
      children: n.children.map(copy),
      items: n.items ? copy(n.items) : undefined,
    };
    return nid;
  };
  return { top: copy(id), nodes };
}

/** Puts a copy of a node right after it; returns the model and the copy's id. */
export function duplicateNode(model: DesignModel, id: NodeId): { model: DesignModel; copy?: NodeId } {
  const at = placeOf(model, id);
  if (!at || at.isItems) return { model };
  const tree = cloneTree(model, id);
  return { model: insertTree(model, tree, at.parent, at.index + 1), copy: tree.top };
}

/** Replaces a node's own schema keys. */
export function updateSchema(model: DesignModel, id: NodeId, schema: FormilyJsonSchema): DesignModel {
  const n = model.nodes[id];
  return n ? withNode(model, { ...n, schema }) : model;
}

/** Renames a node (a name already used by a sibling is refused: unchanged). */
export function renameNode(model: DesignModel, id: NodeId, name: string): DesignModel {
  const at = placeOf(model, id);
  const n = model.nodes[id];
  if (!at || at.isItems || !n || !name || model.nodes[at.parent].children.some((c) => c !== id && model.nodes[c].name === name))
    return model;
  return withNode(model, { ...n, name });
}

/**
 * The data path of a field (`contact.phone`): the names of it and of its non-void ancestors, as linkages
 * (`x-reactions` dependencies) name fields; undefined for a node inside an array row (no single value).
 */
export function dataPathOf(model: DesignModel, id: NodeId): string | undefined {
  const parts: string[] = [];
  let cur: NodeId | undefined = id;
  while (cur && cur !== model.root) {
    const n: DesignNode = model.nodes[cur];
    const at = placeOf(model, cur);
    if (!at) return undefined;
    if (at.isItems) return undefined;
    if (n.schema.type !== 'void') parts.unshift(n.name);
    cur = at.parent;
  }
  return parts.join('.');
}
