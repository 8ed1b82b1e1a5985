/** One bar of a chart. */
export interface Bar {
  label: string;
  value: number;
}

/**
 * A horizontal bar chart in plain HTML/CSS (no chart library): bars sorted by value, each labelled
 * with its name and count, scaled to the largest one; it keeps readable text at any card width.
 */
export function BarChart({ bars, max = 15, emptyText, className }: { bars: Bar[]; max?: number; emptyText: string; className?: string }) {
  const shown = [...bars].sort((a, b) => b.value - a.value).slice(0, max);
  if (!shown.length) return <div style={{ color: 'var(--color-text-3)', padding: 16 }}>{emptyText}</div>;
  const top = Math.max(...shown.map((b) => b.value), 1);
  return (
    <div
      className={`zx-bar-chart ${className ?? ''}`}
      role="img"
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(60px, max-content) 1fr',
        columnGap: 10,
        rowGap: 6,
        alignItems: 'center',
        fontSize: 12,
      }}
    >
      {shown.map((b) => (
        <div key={b.label} data-bar={b.label} style={{ display: 'contents' }}>
          <span
            title={b.label}
            style={{
              color: 'var(--color-text-2)',
              textAlign: 'right',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              maxWidth: 180,
            }}
          >
            {b.label}
          </span>
          <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              style={{
                display: 'inline-block',
                height: 14,
                borderRadius: 3,
                background: 'rgb(var(--primary-6))',
                opacity: 0.85,
                width: `calc(${(b.value / top) * 85}% + 2px)`,
              }}
            />
            <span style={{ color: 'var(--color-text-1)' }}>{b.value.toLocaleString()}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
