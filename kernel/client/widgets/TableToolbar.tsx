import { useState } from 'react';
import { Button, Modal, Space, Tooltip, Transfer } from '@arco-design/web-react';
import { IconApps, IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';

/** One table column the toolbar can hide or show. */
export interface ToolbarColumn {
  key: string;
  label: string;
  visible: boolean;
}

/** Props of the table toolbar (RuoYi's RightToolbar). */
export interface TableToolbarProps {
  showSearch?: boolean;
  onShowSearchChange?: (show: boolean) => void;
  onRefresh?: () => void;
  /** omit to hide the column picker */
  columns?: ToolbarColumn[];
  onColumnsChange?: (columns: ToolbarColumn[]) => void;
  /** hides the search toggle for pages without a search area */
  search?: boolean;
}

/** Marks the columns whose keys are in `hiddenKeys` as hidden, the others as visible. */
export function applyHidden(columns: ToolbarColumn[], hiddenKeys: string[]): ToolbarColumn[] {
  const hidden = new Set(hiddenKeys);
  return columns.map((c) => ({ ...c, visible: !hidden.has(c.key) }));
}

/** Right-hand table toolbar: toggle the search area, refresh, and pick the visible columns. */
export function TableToolbar({
  showSearch = true,
  onShowSearchChange,
  onRefresh,
  columns,
  onColumnsChange,
  search = true,
}: TableToolbarProps) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  const hiddenKeys = (columns ?? []).filter((c) => !c.visible).map((c) => c.key);
  return (
    <div className="zx-table-toolbar" style={{ marginLeft: 'auto' }}>
      <Space size={8}>
        {search && (
          <Tooltip content={showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch')}>
            <Button
              shape="circle"
              icon={<IconSearch />}
              aria-label={showSearch ? t('toolbar.hideSearch') : t('toolbar.showSearch')}
              onClick={() => onShowSearchChange?.(!showSearch)}
            />
          </Tooltip>
        )}
        <Tooltip content={t('toolbar.refresh')}>
          <Button shape="circle" icon={<IconRefresh />} aria-label={t('toolbar.refresh')} onClick={() => onRefresh?.()} />
        </Tooltip>
        {columns && (
          <Tooltip content={t('toolbar.columns')}>
            <Button shape="circle" icon={<IconApps />} aria-label={t('toolbar.columns')} onClick={() => setOpen(true)} />
          </Tooltip>
        )}
      </Space>
      {columns && (
        <Modal
          title={t('toolbar.columnsTitle')}
          visible={open}
          footer={null}
          onCancel={() => setOpen(false)}
          style={{ width: 'auto' }}
          unmountOnExit
        >
          <Transfer
            dataSource={columns.map((c) => ({ key: c.key, value: c.label }))}
            targetKeys={hiddenKeys}
            titleTexts={[t('toolbar.shown'), t('toolbar.hidden')]}
            onChange={(keys) => onColumnsChange?.(applyHidden(columns, keys))}
          />
        </Modal>
      )}
    </div>
  );
}
