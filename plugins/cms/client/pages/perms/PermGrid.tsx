import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Message, Spin } from '@arco-design/web-react';
import type { PermItem } from '../../api/perms-api.ts';
import { type PermRowLike, anyInherited } from './perm-rows.ts';
import { PermSaveBar } from './PermSaveBar.tsx';
import { PermTable } from './PermTable.tsx';

/** Where a permission grid's rows come from and where they go (see `PermGrid`). */
export interface PermGridProps<R extends PermRowLike> {
  /** reads the rows and the item columns; a new function (e.g. another owner) reads again */
  load(): Promise<{ rows: R[]; items: PermItem[] }>;
  /** writes the ticked rows; `saved` holds them as last read */
  save(rows: R[], items: PermItem[], saved: R[]): Promise<unknown>;
  /** reads again after a failed save too (a save of several requests may have written some of them) */
  reloadAfterFailure?: boolean;
  /** a failed read shows an empty state instead of an empty table */
  emptyOnFailure?: boolean;
  /** shows the tip about grants held through a role when a row has one */
  showInherited?: boolean;
  rowKey: keyof R & string;
  nameTitle: string;
  nameOf(r: R): string;
  noData: string;
  /** `data-testid` of the whole grid: `<testId>-tab`, and of its table: `<testId>-table` */
  testId: string;
}

/** A permission table read from the server, ticked by the person and saved by the bar above it. */
export function PermGrid<R extends PermRowLike>(props: PermGridProps<R>) {
  const { t } = useTranslation('widgets');
  const { load: read, save: write } = props;
  const [rows, setRows] = useState<R[] | null>(null);
  const [saved, setSaved] = useState<R[]>([]);
  const [items, setItems] = useState<PermItem[]>([]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    let alive = true;
    read().then(
      (d) => {
        if (!alive) return;
        setItems(d.items);
        setRows(d.rows);
        setSaved(d.rows);
        setFailed(false);
      },
      // the request layer said why
      () => {
        if (!alive) return;
        setFailed(true);
        if (!props.emptyOnFailure) setRows([]);
      },
    );
    return () => {
      alive = false;
    };
  }, [read, props.emptyOnFailure]);
  useEffect(load, [load]);

  const save = async () => {
    if (!rows) return;
    setSaving(true);
    let ok = false;
    try {
      await write(rows, items, saved);
      Message.success(t('crud.saved'));
      ok = true;
    } catch {
      // the request layer showed why
    } finally {
      setSaving(false);
      if (ok || props.reloadAfterFailure) load();
    }
  };

  if (failed && !rows && props.emptyOnFailure) return <Empty />;
  if (!rows) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  return (
    <div data-testid={`${props.testId}-tab`}>
      <PermSaveBar
        saving={saving}
        disabled={rows.length === 0}
        onSave={() => void save()}
        inherited={props.showInherited && anyInherited(rows)}
      />
      <PermTable<R>
        rows={rows}
        items={items}
        rowKey={props.rowKey}
        nameTitle={props.nameTitle}
        nameOf={props.nameOf}
        onChange={setRows}
        noData={props.noData}
        testId={`${props.testId}-table`}
      />
    </div>
  );
}
