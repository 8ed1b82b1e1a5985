import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Form, Input, InputNumber, Space, Tree, TreeSelect } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import { confirmDelete, FormDialog, formRules, HasPermi } from '#kernel/client';
import { type WordGroupNode, wordApi } from '../../api/word-api.ts';

type Kind = 'tagword' | 'hotword';
type TreeItem = { key: string; title: string; children?: TreeItem[] };
type GroupForm = { groupId?: number; parentId: number; name: string; code: string; sortFlag?: number; remark?: string | null };

const toItems = (ns: WordGroupNode[]): TreeItem[] =>
  ns.map((n) => ({ key: String(n.id), title: n.label, children: n.children.length ? toItems(n.children) : undefined }));
const flatten = (ns: WordGroupNode[]): WordGroupNode[] => ns.flatMap((n) => [n, ...flatten(n.children)]);
const treeOptions = (ns: WordGroupNode[], skip?: number): { key: string; value: string; title: string; children?: any[] }[] =>
  ns
    .filter((n) => n.id !== skip)
    .map((n) => ({ key: String(n.id), value: String(n.id), title: n.label, children: treeOptions(n.children, skip) }));

/** The last group chosen per list (chestnut-api §2 local storage keys). */
const STORAGE = { tagword: 'cc_last_selected_tag_word_group', hotword: 'cc_last_selected_hot_word_group' } as const;

/**
 * The groups of the current site left of a word list: a tree (tag words) or a flat list (hot words), with
 * add, edit and delete; choosing one shows its words.
 */
export function WordGroupPanel({
  kind,
  selected,
  onSelect,
}: {
  kind: Kind;
  selected?: number;
  onSelect(groupId: number | undefined): void;
}) {
  const { t } = useTranslation('cms');
  const [nodes, setNodes] = useState<WordGroupNode[]>([]);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<Partial<GroupForm> | null>(null);
  // the group just saved: chosen once the tree is loaded again
  const saved = useRef<number | undefined>(undefined);

  const load = useCallback(
    async (prefer?: number) => {
      let tree: WordGroupNode[];
      try {
        tree = await wordApi.groupTree(kind);
      } catch {
        return;
      }
      setNodes(tree);
      const all = flatten(tree);
      const want = prefer ?? Number(localStorage.getItem(STORAGE[kind]) ?? 0);
      const pick = all.find((n) => n.id === want) ?? all[0];
      onSelect(pick?.id);
    },
    [kind, onSelect],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (selected) localStorage.setItem(STORAGE[kind], String(selected));
  }, [kind, selected]);

  const all = useMemo(() => flatten(nodes), [nodes]);
  const current = all.find((n) => n.id === selected);
  const items = useMemo(() => {
    const low = text.trim().toLowerCase();
    const keep = (ns: WordGroupNode[]): WordGroupNode[] =>
      ns.flatMap((n) => {
        const kids = keep(n.children);
        return !low || n.label.toLowerCase().includes(low) || n.props.code.toLowerCase().includes(low) || kids.length
          ? [{ ...n, children: kids }]
          : [];
      });
    return toItems(keep(nodes));
  }, [nodes, text]);

  const save = async (v: GroupForm) => {
    const { groupId, ...rest } = v;
    const body = { ...rest, parentId: Number(v.parentId ?? 0) };
    saved.current = groupId;
    if (kind === 'tagword') {
      if (groupId) await wordApi.updateTagGroup({ ...body, groupId });
      else saved.current = (await wordApi.addTagGroup(body)).groupId;
    } else {
      const { parentId: _p, ...flat } = body;
      if (groupId) await wordApi.updateHotGroup({ ...flat, groupId });
      else saved.current = (await wordApi.addHotGroup(flat)).groupId;
    }
  };

  return (
    <div className="zx-word-groups" data-kind={kind} style={{ width: 240, flex: 'none', paddingRight: 16 }}>
      <Space size={4} style={{ marginBottom: 8 }} wrap>
        <HasPermi value="word:add">
          <Button
            size="small"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setEditing({ parentId: selected && kind === 'tagword' ? selected : 0 })}
          >
            {t('word.groupAdd')}
          </Button>
        </HasPermi>
        <HasPermi value="word:edit">
          <Button
            size="small"
            icon={<IconEdit />}
            disabled={!current}
            title={t('word.groupEdit')}
            aria-label={t('word.groupEdit')}
            onClick={() =>
              current &&
              setEditing({
                groupId: current.id,
                parentId: current.parentId,
                name: current.label,
                code: current.props.code,
                sortFlag: current.props.sortFlag,
                remark: current.props.remark,
              })
            }
          />
        </HasPermi>
        <HasPermi value="word:delete">
          <Button
            size="small"
            status="danger"
            icon={<IconDelete />}
            disabled={!current}
            title={t('word.groupDelete')}
            aria-label={t('word.groupDelete')}
            onClick={() =>
              current &&
              void confirmDelete(() => wordApi.removeGroups(kind, [current.id]), current.label).then((done) => {
                if (done) void load(current.parentId || undefined);
              })
            }
          />
        </HasPermi>
      </Space>
      <Input.Search allowClear placeholder={t('word.groupSearch')} value={text} onChange={setText} style={{ marginBottom: 8 }} />
      {items.length ? (
        <Tree
          blockNode
          key={`${text ? 'filtered' : 'all'}-${all.length}`}
          treeData={items}
          autoExpandParent
          defaultExpandedKeys={all.map((n) => String(n.id))}
          selectedKeys={selected ? [String(selected)] : []}
          onSelect={(keys) => keys.length && onSelect(Number(keys[0]))}
        />
      ) : (
        <Empty description={t('word.noGroup')} />
      )}
      <FormDialog<GroupForm>
        title={editing?.groupId ? t('word.groupEditTitle') : t('word.groupAddTitle')}
        visible={editing != null}
        initialValues={editing ? { ...editing, parentId: String(editing.parentId ?? 0) as never } : undefined}
        onCancel={() => setEditing(null)}
        onSubmit={save}
        onDone={() => {
          setEditing(null);
          void load(saved.current);
        }}
      >
        {kind === 'tagword' && (
          <Form.Item field="parentId" label={t('word.parentGroup')}>
            <TreeSelect treeData={[{ key: '0', value: '0', title: t('word.topGroup'), children: treeOptions(nodes, editing?.groupId) }]} />
          </Form.Item>
        )}
        <Form.Item field="name" label={t('word.groupName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item field="code" label={t('word.groupCode')} rules={[formRules.required(), formRules.code()]} extra={t('word.codeRule')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item field="sortFlag" label={t('word.sortFlag')}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item field="remark" label={t('word.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
