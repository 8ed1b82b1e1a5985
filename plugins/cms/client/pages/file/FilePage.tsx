import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Form, Input, Message, Popconfirm, Space, Table, Tree, Typography } from '@arco-design/web-react';
import { IconEdit, IconFile, IconFolder, IconFolderAdd, IconPlus, IconUp, IconUpload } from '@arco-design/web-react/icon';
import { FormDialog, HasPermi, UploadError, formRules } from '#kernel/client';
import { DIR_NAME, EDITABLE_EXTENSIONS, FILE_NAME } from '../../../shared/file.ts';
import { type FileTreeNode, type FileVO, fileApi } from '../../api/file-api.ts';

const TYPES = EDITABLE_EXTENSIONS.join(', ');
type Naming = { kind: 'file' | 'dir' } | { kind: 'rename'; row: FileVO } | null;

type TreeItem = { key: string; title: string; children?: TreeItem[] };
const toTree = (nodes: FileTreeNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.label, children: n.children ? toTree(n.children) : undefined }));

/** CMS → Files (文件管理): the site's directories on the left, the chosen folder's files on the right. */
export default function FilePage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const [tree, setTree] = useState<FileTreeNode[]>([]);
  const [dir, setDir] = useState('');
  const [filter, setFilter] = useState('');
  const [rows, setRows] = useState<FileVO[]>([]);
  const [loading, setLoading] = useState(false);
  const [naming, setNaming] = useState<Naming>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  // the chosen folder's ancestors open in the tree
  useEffect(() => {
    const segs = dir.split('/');
    const up = segs.slice(0, -1).map((_, i) => segs.slice(0, i + 1).join('/'));
    setExpanded((e) => [...new Set([...e, ...up])]);
  }, [dir]);

  const loadTree = useCallback(
    () =>
      fileApi.tree().then(
        (r) => setTree(r.tree),
        () => {},
      ),
    [],
  );
  const loadList = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await fileApi.list(dir, filter || undefined));
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [dir, filter]);
  useEffect(() => void loadTree(), [loadTree]);
  useEffect(() => void loadList(), [loadList]);
  const refresh = () => {
    void loadTree();
    void loadList();
  };

  const upload = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.onchange = async () => {
      const f = input.files?.[0];
      if (!f) return;
      try {
        await fileApi.upload(dir, f);
        Message.success(t('file.uploaded', { name: f.name }));
        refresh();
      } catch (e) {
        Message.error(e instanceof UploadError && e.message ? e.message : f.name);
      }
    };
    input.click();
  };

  const columns = [
    {
      title: t('file.name'),
      dataIndex: 'fileName',
      render: (_: unknown, r: FileVO) =>
        r.isDirectory ? (
          <Button type="text" size="mini" icon={<IconFolder />} className="zx-file-dir" onClick={() => setDir(r.filePath)}>
            {r.fileName}
          </Button>
        ) : (
          <Space size={4}>
            <IconFile />
            <span className="zx-file-name">{r.fileName}</span>
          </Space>
        ),
    },
    { title: t('file.size'), dataIndex: 'fileSize', width: 110, render: (v: number, r: FileVO) => (r.isDirectory ? '' : `${v} B`) },
    { title: t('file.modifyTime'), dataIndex: 'modifyTime', width: 170 },
    {
      title: '',
      width: 230,
      render: (_: unknown, r: FileVO) => (
        <Space size={0}>
          {r.canEdit && (
            <HasPermi value="cms:file:edit">
              <Button
                type="text"
                size="mini"
                icon={<IconEdit />}
                onClick={() => navigate(`/cms/file/editor?path=${encodeURIComponent(r.filePath)}`)}
              >
                {t('file.edit')}
              </Button>
            </HasPermi>
          )}
          {dir !== '' && (
            <HasPermi value="cms:file:edit">
              <Button type="text" size="mini" onClick={() => setNaming({ kind: 'rename', row: r })}>
                {t('file.rename')}
              </Button>
            </HasPermi>
          )}
          {dir !== '' && (
            <HasPermi value="cms:file:delete">
              <Popconfirm
                content={t('file.deleteConfirm', { name: r.fileName })}
                onOk={async () => {
                  await fileApi.remove([r.filePath]);
                  refresh();
                }}
              >
                <Button type="text" size="mini" status="danger">
                  {t('file.delete')}
                </Button>
              </Popconfirm>
            </HasPermi>
          )}
        </Space>
      ),
    },
  ];

  const nameRule =
    naming?.kind === 'dir' || (naming?.kind === 'rename' && naming.row.isDirectory)
      ? { match: DIR_NAME, message: t('file.dirNameRule') }
      : { match: FILE_NAME, message: t('file.fileNameRule', { types: TYPES }) };
  const parent = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';

  return (
    <div className="zx-file-page" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <Card title={t('file.tree')} style={{ width: 280, flexShrink: 0 }} bodyStyle={{ maxHeight: 'calc(100vh - 220px)', overflow: 'auto' }}>
        <Tree
          blockNode
          selectedKeys={dir ? [dir] : []}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          treeData={toTree(tree)}
          onSelect={(keys) => keys[0] && setDir(String(keys[0]))}
        />
      </Card>
      <Card style={{ flex: 1, minWidth: 0 }}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Button icon={<IconUp />} disabled={!dir} onClick={() => setDir(parent)}>
            {t('file.up')}
          </Button>
          <Typography.Text code className="zx-file-current">
            {dir || t('file.root')}
          </Typography.Text>
          <HasPermi value="cms:file:add">
            <Button type="primary" icon={<IconPlus />} disabled={!dir} onClick={() => setNaming({ kind: 'file' })}>
              {t('file.addFile')}
            </Button>
            <Button icon={<IconFolderAdd />} disabled={!dir} onClick={() => setNaming({ kind: 'dir' })}>
              {t('file.addDir')}
            </Button>
            <Button icon={<IconUpload />} disabled={!dir} onClick={upload}>
              {t('file.upload')}
            </Button>
          </HasPermi>
          <Input.Search
            allowClear
            placeholder={t('file.query')}
            style={{ width: 200 }}
            onSearch={setFilter}
            onClear={() => setFilter('')}
          />
        </Space>
        <Table rowKey="filePath" loading={loading} columns={columns} data={rows} pagination={false} border={false} />
      </Card>
      <FormDialog<{ name: string }>
        title={naming?.kind === 'dir' ? t('file.addDirTitle') : naming?.kind === 'rename' ? t('file.renameTitle') : t('file.addFileTitle')}
        visible={!!naming}
        initialValues={{ name: naming?.kind === 'rename' ? naming.row.fileName : '' }}
        onCancel={() => setNaming(null)}
        onSubmit={(v) =>
          naming?.kind === 'rename'
            ? fileApi.rename({ filePath: naming.row.filePath, rename: v.name.trim() })
            : fileApi.add({ dir, fileName: v.name.trim(), isDirectory: naming?.kind === 'dir' })
        }
        onDone={() => {
          setNaming(null);
          refresh();
        }}
      >
        <Form.Item field="name" label={t('file.name')} extra={nameRule.message} rules={[formRules.required(), nameRule]}>
          <Input maxLength={100} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
