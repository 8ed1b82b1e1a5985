export { HasPermi, HasRole } from './HasPermi.tsx';
export { useHasPermi, useHasRole } from './use-permission.ts';
export { checkPermi, checkRole, type Wanted } from './check.ts';
