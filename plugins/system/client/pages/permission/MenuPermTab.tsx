import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Message, Spin } from '@arco-design/web-react';
import { IconSave } from '@arco-design/web-react/icon';
import type { PermissionTabProps } from '#kernel/client';
import { permissionApi, type MenuPerms } from '../../api/permission-api.ts';
import { PermissionTree } from '../role/PermissionTree.tsx';
import { menuKeysToSave, menuTabState, shownChecked, type MenuTabState } from './menu-perms.ts';

/** The permission editor's menu tab: the menus the operator may grant, as a checkable tree; a user's role menus locked. */
export function MenuPermTab({ ownerType, owner }: PermissionTabProps) {
  const { t } = useTranslation(['system', 'widgets']);
  const [data, setData] = useState<MenuPerms | null>(null);
  const [state, setState] = useState<MenuTabState | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const [saving, setSaving] = useState(false);
  // refused (e.g. the operator may edit users but not roles): the request layer said why
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    let alive = true;
    permissionApi.menu({ ownerType, owner }).then(
      (d) => {
        if (!alive) return;
        const s = menuTabState(d);
        setData(d);
        setState(s);
        setChecked(s.checked);
        setLinked(s.linked);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [ownerType, owner]);
  useEffect(load, [load]);

  // the owner's own menus are kept; inherited ones are shown by shownChecked whatever is clicked around them
  const locked = state?.locked;
  const change = useMemo(() => {
    const skip = new Set(locked);
    return (ids: number[]) => setChecked(ids.filter((id) => !skip.has(id)));
  }, [locked]);
  const shown = useMemo(() => (state ? shownChecked(state.tree, checked, state.locked, linked) : []), [state, checked, linked]);

  const save = async () => {
    if (!data || !state) return;
    setSaving(true);
    try {
      await permissionApi.saveMenu({ ownerType, owner }, menuKeysToSave(data, state.tree, checked, linked));
      Message.success(t('widgets:crud.saved'));
      load();
    } catch {
      // the request layer showed why
    } finally {
      setSaving(false);
    }
  };

  if (failed && !state) return <Empty />;
  if (!state) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  return (
    <div data-testid="perm-menu-tab">
      <div style={{ marginBottom: 10 }}>
        <Button type="primary" icon={<IconSave />} loading={saving} onClick={() => void save()} data-testid="perm-menu-save">
          {t('system:perm.save')}
        </Button>
      </div>
      {ownerType === 'User' && state.locked.length > 0 && (
        <Alert type="info" showIcon content={t('system:perm.inheritedTip')} style={{ marginBottom: 10 }} />
      )}
      <PermissionTree
        data={state.tree}
        checked={shown}
        onChange={change}
        linked={linked}
        onLinkedChange={setLinked}
        disabledIds={state.locked}
        // the drawer's height less its header, the tabs and the buttons
        maxHeight="calc(100vh - 250px)"
        testId="perm-menu-tree"
      />
    </div>
  );
}
