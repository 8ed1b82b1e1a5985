/**
 * The editing commands of the rich-text editor. `document.execCommand` is deprecated but still the
 * only API every browser implements for contentEditable undo-aware editing; there is no
 * rich-text package in our set.
 */
export type EditorCommand =
  | { kind: 'bold' | 'italic' | 'underline' | 'strikeThrough' | 'insertUnorderedList' | 'insertOrderedList' }
  | { kind: 'heading'; level: 1 | 2 | 3 | 0 }
  | { kind: 'link'; url: string }
  | { kind: 'image'; url: string }
  | { kind: 'clear' };

/** Applies one command to the current selection. */
export function runCommand(cmd: EditorCommand): void {
  const exec = (name: string, arg?: string) => document.execCommand(name, false, arg);
  switch (cmd.kind) {
    case 'heading':
      exec('formatBlock', cmd.level ? `<h${cmd.level}>` : '<p>');
      return;
    case 'link':
      exec('createLink', cmd.url);
      return;
    case 'image':
      exec('insertImage', cmd.url);
      return;
    case 'clear':
      exec('removeFormat');
      exec('unlink');
      return;
    default:
      exec(cmd.kind);
  }
}

/** True for markup that shows nothing (what browsers leave behind after deleting everything). */
export function isEmptyHtml(html: string): boolean {
  if (/<(img|iframe|video|hr)\b/i.test(html)) return false;
  return html.replace(/<br\s*\/?>|<\/?(p|div|span|h[1-6])[^>]*>|&nbsp;|\s/gi, '') === '';
}

/** Remembers the selection inside `root` so a dialog or an upload can put it back. */
export function saveRange(root: HTMLElement): Range | null {
  const sel = window.getSelection();
  if (!sel || sel.rangeCount === 0) return null;
  const r = sel.getRangeAt(0);
  return root.contains(r.commonAncestorContainer) ? r.cloneRange() : null;
}

/** Restores a saved selection, or puts the caret at the end of `root`. */
export function restoreRange(root: HTMLElement, range: Range | null): void {
  root.focus();
  const sel = window.getSelection();
  if (!sel) return;
  sel.removeAllRanges();
  if (range) sel.addRange(range);
  else {
    const r = document.createRange();
    r.selectNodeContents(root);
    r.collapse(false);
    sel.addRange(r);
  }
}
