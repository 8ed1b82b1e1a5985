import type { ReactNode } from 'react';
import { Button, Divider, Dropdown, Menu, Select, Tooltip } from '@arco-design/web-react';
import {
  IconBold,
  IconCode,
  IconCodeBlock,
  IconCodeSquare,
  IconDown,
  IconEraser,
  IconFontColors,
  IconImage,
  IconItalic,
  IconLink,
  IconMinus,
  IconOrderedList,
  IconQuote,
  IconRedo,
  IconStrikethrough,
  IconUnderline,
  IconUndo,
  IconUnorderedList,
  IconVideoCamera,
} from '@arco-design/web-react/icon';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

/** What the toolbar asks its host for (dialogs, uploads, the library). */
export interface ToolbarActions {
  openLink(): void;
  openImageUrl(): void;
  uploadImage(): void;
  openMediaUrl(kind: 'video' | 'audio'): void;
  pick?: (kind: 'image' | 'video' | 'audio') => void;
  toggleSource(): void;
}

/** Text colours offered by the palette (Arco's 6th shades plus greys). */
const COLORS = [
  '#f53f3f',
  '#f77234',
  '#ff7d00',
  '#f7ba1e',
  '#00b42a',
  '#14c9c9',
  '#3491fa',
  '#165dff',
  '#722ed1',
  '#f5319d',
  '#86909c',
  '#1d2129',
];

function TableIcon() {
  return (
    <svg viewBox="0 0 48 48" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden className="arco-icon">
      <rect x="6" y="8" width="36" height="32" rx="2" />
      <path d="M6 19h36M6 29.5h36M18 8v32M30 8v32" />
    </svg>
  );
}

const BLOCK_OPTIONS = ['p', 'h1', 'h2', 'h3', 'h4'] as const;

/** Menu items that start a new group (a line above them): rows, columns, the whole table. */
const GROUP_STARTS = new Set(['rowBefore', 'colBefore', 'headerRow', 'library', 'library-video']);

/** The editor's toolbar: Arco text buttons with tooltips; active marks are highlighted. */
export function Toolbar({ editor, source, actions }: { editor: Editor; source: boolean; actions: ToolbarActions }) {
  const { t } = useTranslation('widgets');
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: e.isActive('heading') ? `h${e.getAttributes('heading').level}` : 'p',
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      color: (e.getAttributes('textColor').color as string | undefined) ?? null,
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const off = source;

  const tool = (key: string, label: string, icon: ReactNode, onClick: () => void, active = false, disabled = off) => (
    <Tooltip key={key} content={label} mini position="top">
      <Button
        type="text"
        size="mini"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        className={active ? 'zx-rt-active' : undefined}
        disabled={disabled}
        // keep the selection in the editing area when a toolbar button is pressed
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  const menu = (
    key: string,
    label: string,
    icon: ReactNode,
    items: [string, string, boolean?][],
    onPick: (k: string) => void,
    active = false,
  ) => (
    <Dropdown
      key={key}
      trigger="click"
      disabled={off}
      droplist={
        <Menu onClickMenuItem={onPick} className="zx-rt-menu">
          {items.map(([k, text, disabled]) => (
            <Menu.Item key={k} disabled={disabled} className={GROUP_STARTS.has(k) ? 'zx-rt-menu-group' : undefined}>
              {text}
            </Menu.Item>
          ))}
        </Menu>
      }
    >
      <span>
        <Tooltip content={label} mini position="top">
          <Button
            type="text"
            size="mini"
            aria-label={label}
            className={active ? 'zx-rt-active' : undefined}
            disabled={off}
            onMouseDown={(e) => e.preventDefault()}
          >
            {icon}
            <IconDown className="zx-rt-caret" />
          </Button>
        </Tooltip>
      </span>
    </Dropdown>
  );

  const setBlock = (v: string) => {
    if (v === 'p') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(v.slice(1)) as 1 | 2 | 3 | 4 })
        .run();
  };

  const table = (k: string) => {
    const c = chain();
    const run: Record<string, () => boolean> = {
      insert: () => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      rowBefore: () => c.addRowBefore().run(),
      rowAfter: () => c.addRowAfter().run(),
      rowDelete: () => c.deleteRow().run(),
      colBefore: () => c.addColumnBefore().run(),
      colAfter: () => c.addColumnAfter().run(),
      colDelete: () => c.deleteColumn().run(),
      headerRow: () => c.toggleHeaderRow().run(),
      delete: () => c.deleteTable().run(),
    };
    run[k]?.();
  };

  const colorList = (
    <div className="zx-rt-palette">
      {COLORS.map((c) => (
        <button
          key={c}
          type="button"
          aria-label={c}
          className={s.color === c ? 'zx-rt-swatch zx-rt-swatch-on' : 'zx-rt-swatch'}
          style={{ background: c }}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => chain().setMark('textColor', { color: c }).run()}
        />
      ))}
      <Button size="mini" long onMouseDown={(e) => e.preventDefault()} onClick={() => chain().unsetMark('textColor').run()}>
        {t('editor.colorDefault')}
      </Button>
    </div>
  );

  const noTable = !s.table;
  return (
    <div className="zx-rich-text-toolbar" role="toolbar" aria-label={t('editor.headingStyle')}>
      {tool('undo', t('editor.undo'), <IconUndo />, () => chain().undo().run(), false, off || !s.canUndo)}
      {tool('redo', t('editor.redo'), <IconRedo />, () => chain().redo().run(), false, off || !s.canRedo)}
      <Divider type="vertical" />
      <Select
        size="mini"
        className="zx-rt-block"
        aria-label={t('editor.headingStyle')}
        value={s.block}
        disabled={off}
        onChange={setBlock}
        triggerProps={{ autoAlignPopupWidth: false }}
        options={BLOCK_OPTIONS.map((v) => ({
          value: v,
          label: v === 'p' ? t('editor.paragraph') : t('editor.heading', { level: v.slice(1) }),
        }))}
      />
      <Divider type="vertical" />
      {tool('bold', t('editor.bold'), <IconBold />, () => chain().toggleBold().run(), s.bold)}
      {tool('italic', t('editor.italic'), <IconItalic />, () => chain().toggleItalic().run(), s.italic)}
      {tool('underline', t('editor.underline'), <IconUnderline />, () => chain().toggleUnderline().run(), s.underline)}
      {tool('strike', t('editor.strike'), <IconStrikethrough />, () => chain().toggleStrike().run(), s.strike)}
      {tool('code', t('editor.code'), <IconCode />, () => chain().toggleCode().run(), s.code)}
      <Dropdown trigger="click" droplist={colorList} disabled={off}>
        <span>
          <Tooltip content={t('editor.color')} mini position="top">
            <Button type="text" size="mini" aria-label={t('editor.color')} disabled={off} onMouseDown={(e) => e.preventDefault()}>
              <IconFontColors style={s.color ? { color: s.color } : undefined} />
              <IconDown className="zx-rt-caret" />
            </Button>
          </Tooltip>
        </span>
      </Dropdown>
      <Divider type="vertical" />
      {tool('ul', t('editor.bulletList'), <IconUnorderedList />, () => chain().toggleBulletList().run(), s.bulletList)}
      {tool('ol', t('editor.orderedList'), <IconOrderedList />, () => chain().toggleOrderedList().run(), s.orderedList)}
      {tool('quote', t('editor.blockquote'), <IconQuote />, () => chain().toggleBlockquote().run(), s.blockquote)}
      {tool('codeBlock', t('editor.codeBlock'), <IconCodeBlock />, () => chain().toggleCodeBlock().run(), s.codeBlock)}
      {tool('hr', t('editor.hr'), <IconMinus />, () => chain().setHorizontalRule().run())}
      <Divider type="vertical" />
      {tool('link', s.link ? t('editor.linkEdit') : t('editor.link'), <IconLink />, actions.openLink, s.link)}
      {menu(
        'image',
        t('editor.image'),
        <IconImage />,
        [
          ['upload', t('editor.imageUpload')],
          ['url', t('editor.imageUrl')],
          ...(actions.pick ? [['library', t('editor.fromLibrary')] as [string, string]] : []),
        ],
        (k) => (k === 'upload' ? actions.uploadImage() : k === 'url' ? actions.openImageUrl() : actions.pick?.('image')),
      )}
      {menu(
        'media',
        t('editor.media'),
        <IconVideoCamera />,
        [
          ['video', t('editor.videoUrl')],
          ['audio', t('editor.audioUrl')],
          ...(actions.pick
            ? [
                ['library-video', t('editor.videoFromLibrary')] as [string, string],
                ['library-audio', t('editor.audioFromLibrary')] as [string, string],
              ]
            : []),
        ],
        (k) => {
          if (k === 'video' || k === 'audio') actions.openMediaUrl(k);
          else actions.pick?.(k === 'library-video' ? 'video' : 'audio');
        },
      )}
      {menu(
        'table',
        t('editor.table'),
        <TableIcon />,
        [
          ['insert', t('editor.tableInsert'), !noTable],
          ['rowBefore', t('editor.rowBefore'), noTable],
          ['rowAfter', t('editor.rowAfter'), noTable],
          ['rowDelete', t('editor.rowDelete'), noTable],
          ['colBefore', t('editor.colBefore'), noTable],
          ['colAfter', t('editor.colAfter'), noTable],
          ['colDelete', t('editor.colDelete'), noTable],
          ['headerRow', t('editor.headerRow'), noTable],
          ['delete', t('editor.tableDelete'), noTable],
        ],
        table,
        s.table,
      )}
      <Divider type="vertical" />
      {tool('clear', t('editor.clear'), <IconEraser />, () => chain().unsetAllMarks().clearNodes().run())}
      {tool('source', source ? t('editor.visual') : t('editor.source'), <IconCodeSquare />, actions.toggleSource, source, false)}
    </div>
  );
}
