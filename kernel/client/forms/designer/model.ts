import type { ISchema } from '@formily/react';

/** A Formily JSON schema as the designer reads and writes it. */
export type FormilyJsonSchema = ISchema & Record<string, unknown>;

export type NodeId = string;

/**
 * One schema node of the designer's model: its own keys (everything but `properties` and `items`, kept verbatim),
 * its children in order (the `properties`) and, for an array, the node of its `items`. The model is a flat map of
 * these, so an edit replaces one node and the canvas re-renders only that node.
 */
export interface DesignNode {
  id: NodeId;
  /** the key in the parent's `properties` ('' for the root and an `items` node) */
  name: string;
  schema: FormilyJsonSchema;
  children: NodeId[];
  /** the schema had a `properties` key (kept when empty, so an import exports as it was) */
  hasProperties: boolean;
  /** the node of an object `items` schema (array fields: their row) */
  items?: NodeId;
}

/** The designer's model: the root node and every node by id. */
export interface DesignModel {
  root: NodeId;
  nodes: Record<NodeId, DesignNode>;
}

let seq = 0;
/** A new node id, unique in this page. */
export const newNodeId = (): NodeId => `n${++seq}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a Formily JSON schema into the designer's model (a deep copy: the schema given is never changed). */
export function importSchema(schema: FormilyJsonSchema): DesignModel {
  const nodes: Record<NodeId, DesignNode> = {};
  const read = (s: Record<string, unknown>, name: string): NodeId => {
    const id = newNodeId();
    const { properties, items, ...own } = s;
    const node: DesignNode = {
      id,
      name,
      schema: structuredClone(own) as FormilyJsonSchema,
      children: [],
      hasProperties: isObject(properties),
    };
    nodes[id] = node;
    if (isObject(properties)) node.children = Object.entries(properties).map(([k, child]) => read(child as Record<string, unknown>, k));
    else if (properties !== undefined) node.schema.properties = structuredClone(properties) as ISchema['properties'];
    if (isObject(items)) node.items = read(items, '');
    else if (items !== undefined) node.schema.items = structuredClone(items) as ISchema['items'];
    return id;
  };
  const root = read(isObject(schema) ? schema : { type: 'object' }, '');
  return { root, nodes };
}

/** Writes one node and what is under it back as a Formily JSON schema. */
export function exportNode(model: DesignModel, id: NodeId): FormilyJsonSchema {
  const node = model.nodes[id];
  const out: FormilyJsonSchema = { ...node.schema };
  if (node.hasProperties || node.children.length) {
    const properties: Record<string, FormilyJsonSchema> = {};
    for (const c of node.children) properties[model.nodes[c].name] = exportNode(model, c);
    out.properties = properties as ISchema['properties'];
  }
  if (node.items) out.items = exportNode(model, node.items) as ISchema['items'];
  return out;
}

/** The model as a Formily JSON schema (the designer's result). */
export const exportSchema = (model: DesignModel): FormilyJsonSchema => exportNode(model, model.root);

/** An empty form: an object with no fields. */
export const emptySchema = (): FormilyJsonSchema => ({ type: 'object', properties: {} });
