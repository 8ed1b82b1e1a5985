import type { ReactNode } from 'react';

/** One labelled row of the property panel. */
export function PropRow({ label, children, error }: { label: string; children: ReactNode; error?: string }) {
  return (
    <div className="zx-designer-prop">
      <div className="zx-designer-prop-label">{label}</div>
      {children}
      {error && (
        <div className="zx-designer-prop-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
