import { Mark, Node, mergeAttributes, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import Placeholder from '@tiptap/extension-placeholder';
import { isSafeUrl } from '../../../shared/safe-url.ts';

/** Text colour as `<span style="color:…">` (the server's sanitiser keeps exactly that). */
export const TextColor = Mark.create({
  name: 'textColor',
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (el) => (el as HTMLElement).style.color || null,
        renderHTML: (attrs) => (attrs.color ? { style: `color: ${attrs.color}` } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (el) => ((el as HTMLElement).style.color ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
});

/** A `<video controls src>` or `<audio controls src>` block; other sources than http(s)/relative are refused. */
function mediaNode(name: 'video' | 'audio') {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    addAttributes() {
      return { src: { default: null } };
    },
    parseHTML() {
      return [{ tag: `${name}[src]`, getAttrs: (el) => (isSafeUrl((el as HTMLElement).getAttribute('src'), 'media') ? null : false) }];
    },
    renderHTML({ HTMLAttributes }) {
      return [name, mergeAttributes(HTMLAttributes, { controls: 'controls' })];
    },
  });
}

export const Video = mediaNode('video');
export const Audio = mediaNode('audio');

/** Images only from http(s) or relative URLs (no data:, no file: left behind by office suites). */
const SafeImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (el) => (isSafeUrl((el as HTMLElement).getAttribute('src'), 'media') ? null : false) }];
  },
}).configure({ allowBase64: false });

/** The editor's schema: everything the toolbar can produce and the server's sanitiser keeps. */
export function editorExtensions(placeholder: () => string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeUrl(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      },
    }),
    SafeImage,
    TableKit.configure({ table: { resizable: false } }),
    Placeholder.configure({ placeholder }),
    TextColor,
    Video,
    Audio,
  ];
}
