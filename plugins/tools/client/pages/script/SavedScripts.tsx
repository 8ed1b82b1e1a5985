import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Message, Modal, Select, Space } from '@arco-design/web-react';
import { IconDelete, IconSave } from '@arco-design/web-react/icon';
import { confirmDelete } from '#kernel/client';
import type { ScriptMode } from '../../../shared/script.ts';
import { type SavedScript, savedScriptApi } from '../../api/script-api.ts';

interface SavedScriptsProps {
  /** the console's script and mode, saved as they are */
  code: string;
  mode: ScriptMode;
  /** a saved script opened: its text and mode go into the console */
  onOpen: (s: SavedScript) => void;
}

/** The console's saved scripts: open one, save the console's script over it or under a new name, delete it. */
export function SavedScripts({ code, mode, onOpen }: SavedScriptsProps) {
  const { t } = useTranslation('tools');
  const [list, setList] = useState<SavedScript[]>([]);
  const [current, setCurrent] = useState<SavedScript | null>(null);
  const [naming, setNaming] = useState<string | null>(null);

  const reload = useCallback(() => savedScriptApi.list().then((r) => setList(r.rows)), []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const open = async (id: number) => {
    const s = await savedScriptApi.get(id);
    setCurrent(s);
    onOpen(s);
  };
  const saveOver = async () => {
    if (!current) return setNaming('');
    const r = await savedScriptApi.edit({
      scriptId: current.scriptId,
      version: current.version,
      name: current.name,
      scriptText: code,
      mode,
    });
    setCurrent({ ...current, version: r.version, scriptText: code, mode });
    Message.success(t('script.saved.saved'));
    await reload();
  };
  const saveAs = async () => {
    const name = naming?.trim() ?? '';
    const r = await savedScriptApi.add({ name, scriptText: code, mode });
    setNaming(null);
    setCurrent({ scriptId: r.scriptId, version: r.version, name, mode, scriptText: code, createTime: '', updateTime: null });
    Message.success(t('script.saved.saved'));
    await reload();
  };
  const remove = () =>
    current &&
    void confirmDelete(() => savedScriptApi.remove([current.scriptId]), current.name).then((done) => {
      if (!done) return;
      setCurrent(null);
      void reload();
    });

  return (
    <Space data-part="saved-scripts">
      <Select
        style={{ width: 240 }}
        placeholder={t('script.saved.placeholder')}
        value={current?.scriptId}
        onChange={(id: number) => void open(id)}
        options={list.map((s) => ({ label: s.name, value: s.scriptId }))}
        data-field="saved"
      />
      <Button icon={<IconSave />} onClick={() => void saveOver()} data-action="save">
        {t('script.saved.save')}
      </Button>
      <Button onClick={() => setNaming(current?.name ?? '')} data-action="save-as">
        {t('script.saved.saveAs')}
      </Button>
      {current && (
        <Button status="danger" icon={<IconDelete />} onClick={remove} data-action="delete-saved">
          {t('script.saved.remove')}
        </Button>
      )}
      <Modal
        title={t('script.saved.saveAs')}
        visible={naming !== null}
        onCancel={() => setNaming(null)}
        onOk={() => void saveAs()}
        okButtonProps={{ disabled: !naming?.trim() }}
        unmountOnExit
      >
        <Input
          autoFocus
          placeholder={t('script.saved.name')}
          value={naming ?? ''}
          onChange={setNaming}
          onPressEnter={() => void saveAs()}
          maxLength={100}
          data-field="saved-name"
        />
      </Modal>
    </Space>
  );
}
