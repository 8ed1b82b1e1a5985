import { Pagination as ArcoPagination } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LAYOUT, PAGINATION } from '../../shared/constants.ts';
import { scrollTo } from './scroll-to.ts';
import { useWindowSize } from './use-window-size.ts';

/** Props of the paginated table footer (SPEC §9 pagination). */
export interface PaginationProps {
  page?: number;
  pageSize?: number;
  total: number;
  onChange?: (page: number, pageSize: number) => void;
  /** scroll the page to the top after a change (default true) */
  autoScroll?: boolean;
  pageSizes?: number[];
  className?: string;
}

/** Number of page buttons for a window width: 5 under the mobile breakpoint, else 7. */
export function pagerCountFor(width: number): number {
  return width < LAYOUT.mobileBreakpoint ? PAGINATION.pagerCountMobile : PAGINATION.pagerCount;
}

/**
 * Arco counts the pages on each side of the current one (bufferSize), Element counted all buttons
 * including first and last; pagerCount = first + last + current + 2 * buffer.
 */
export function bufferSizeFor(pagerCount: number): number {
  return Math.max(0, Math.floor((pagerCount - 3) / 2));
}

/** Paginated table footer: total, sizes, prev, pager, next, jumper; hidden when there is nothing to page. */
export function Pagination({
  page = PAGINATION.page,
  pageSize = PAGINATION.pageSize,
  total,
  onChange,
  autoScroll = true,
  pageSizes,
  className,
}: PaginationProps) {
  const { t } = useTranslation('widgets');
  const { width } = useWindowSize();
  if (!total || total <= 0) return null;
  const sizes = pageSizes ?? [...PAGINATION.pageSizes];
  const change = (p: number, s: number) => {
    // a new page size may put the current page past the end; RuoYi jumps back to the last page
    const last = Math.max(1, Math.ceil(total / s));
    onChange?.(Math.min(p, last), s);
    if (autoScroll) scrollTo(0, PAGINATION.scrollMs);
  };
  return (
    <div
      className={['zx-pagination', className].filter(Boolean).join(' ')}
      style={{ padding: '16px 0', display: 'flex', justifyContent: 'flex-end' }}
    >
      <ArcoPagination
        current={page}
        pageSize={pageSize}
        total={total}
        sizeCanChange
        sizeOptions={sizes}
        showJumper
        bufferSize={bufferSizeFor(pagerCountFor(width))}
        showTotal={(n) => t('pagination.total', { total: n })}
        onChange={change}
      />
    </div>
  );
}
