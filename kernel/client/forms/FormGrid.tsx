import type { CSSProperties, ReactNode } from 'react';

/** Props of the responsive form grid. */
export interface FormGridProps {
  /** most columns on a wide container (default 3) */
  maxColumns?: number;
  /** a column never gets narrower than this many px (default 240) */
  minColumnWidth?: number;
  columnGap?: number;
  rowGap?: number;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * A CSS-grid container: as many columns as fit (at least `minColumnWidth` wide), at most
 * `maxColumns`; a FormItem with `gridSpan` spans several. Pure CSS, so it reflows without JS.
 */
export function FormGrid({ maxColumns = 3, minColumnWidth = 240, columnGap = 16, rowGap = 0, className, style, children }: FormGridProps) {
  const min = `max(${minColumnWidth}px, calc((100% - ${(maxColumns - 1) * columnGap}px) / ${maxColumns}))`;
  return (
    <div
      className={['zx-form-grid', className].filter(Boolean).join(' ')}
      style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`, columnGap, rowGap, ...style }}
    >
      {children}
    </div>
  );
}

/** Props of one grid cell. */
export interface GridColumnProps {
  gridSpan?: number;
  children?: ReactNode;
  style?: CSSProperties;
}

/** A grid cell for content that is not a FormItem. */
export function GridColumn({ gridSpan = 1, children, style }: GridColumnProps) {
  return <div style={{ gridColumn: gridSpanStyle(gridSpan), ...style }}>{children}</div>;
}

/** CSS grid-column for a span; -1 means the whole row. */
export function gridSpanStyle(span: number | undefined): string | undefined {
  if (!span || span === 1) return undefined;
  return span < 0 ? '1 / -1' : `span ${span}`;
}

FormGrid.GridColumn = GridColumn;
