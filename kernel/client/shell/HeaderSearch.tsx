import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Select, Tooltip } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { permissionStore } from '../stores/permission-store.ts';
import { flattenRoutes } from '../router/route-tree.ts';
import { createSearch, searchItems, type SearchItem } from './header-search.ts';

/** Header search over route titles and paths (SPEC §2, §9 fuzzy settings). */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { shell } = useSnapshot(permissionStore);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchItem[]>([]);
  const selectRef = useRef<any>(null);
  const fuse = useMemo(() => createSearch(searchItems(flattenRoutes(shell))), [shell]);

  const go = (href: string) => {
    setOpen(false);
    setResults([]);
    if (/^https?:/i.test(href)) window.open(href, '_blank', 'noopener');
    else navigate(href);
  };

  return (
    <div className={`zx-header-search ${open ? 'show' : ''}`}>
      <Tooltip content={t('common:navbar.search')} mini>
        <span
          className="zx-navbar-btn"
          role="button"
          aria-label={t('common:navbar.search')}
          onClick={() => {
            setOpen(true);
            setTimeout(() => selectRef.current?.focus?.(), 0);
          }}
        >
          <IconSearch />
        </span>
      </Tooltip>
      {open && (
        <Select
          ref={selectRef}
          className="zx-header-search-select"
          showSearch
          allowClear
          filterOption={false}
          placeholder={t('common:navbar.search')}
          onSearch={(q) => setResults(q ? fuse.search(q).map((r) => r.item) : [])}
          onChange={(v: string) => v && go(v)}
          onBlur={() => setOpen(false)}
          notFoundContent={null}
          value={undefined}
        >
          {results.map((r) => (
            <Select.Option key={r.href} value={r.href}>
              {r.title.join(' > ')}
            </Select.Option>
          ))}
        </Select>
      )}
    </div>
  );
}
