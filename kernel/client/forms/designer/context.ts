import { createContext, useContext } from 'react';
import type { DesignerStore } from './store.ts';

/** The store of the designer a component is inside. */
export const DesignerContext = createContext<DesignerStore | null>(null);

/** The enclosing designer's store (every designer part is rendered inside FormDesigner). */
export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerContext);
  if (!store) throw new Error('a designer part outside FormDesigner');
  return store;
}
