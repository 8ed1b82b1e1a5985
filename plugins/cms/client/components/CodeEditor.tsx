// the editor is the kernel's shared CodeMirror widget (also the form designer's JSON view)
export { CodeEditor, type CodeEditorProps, type CodeEditorRef, type CodeLanguage } from '#kernel/client';
