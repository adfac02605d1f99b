import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import './monaco-setup';

type EditorInstance = Parameters<OnMount>[0];

/** Once streamed code passes 200 characters the editor follows its end; shorter code fits on screen. */
export const AUTOSCROLL_AFTER_CHARS = 200;

interface MonacoEditorProps {
  value: string;
  streaming: boolean;
  readOnly: boolean;
  onChange: (value: string) => void;
  onReadOnlyEdit: () => void;
}

export default function MonacoEditor({ value, streaming, readOnly, onChange, onReadOnlyEdit }: MonacoEditorProps) {
  const { t } = useTranslation();
  const editorRef = useRef<EditorInstance | null>(null);
  const readOnlyEditRef = useRef(onReadOnlyEdit);
  // The editor reports a value it was given (setValue on a read-only editor, e.g. the empty code a
  // generation starts with) to the listener of the previous commit. Judged against that commit's
  // props it looks like the user cleared the page; these refs are this commit's, set before the
  // editor's own effects run.
  const latest = useRef({ value, readOnly, onChange });

  useEffect(() => {
    readOnlyEditRef.current = onReadOnlyEdit;
  }, [onReadOnlyEdit]);

  useLayoutEffect(() => {
    latest.current = { value, readOnly, onChange };
  }, [value, readOnly, onChange]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !streaming || value.length <= AUTOSCROLL_AFTER_CHARS) return;
    const model = editor.getModel();
    if (model) editor.revealLine(model.getLineCount());
  }, [value, streaming]);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    editor.onDidAttemptReadOnlyEdit(() => readOnlyEditRef.current());
  };

  return (
    <Editor
      value={value}
      language="html"
      theme="vs-dark"
      onMount={onMount}
      onChange={(next) => {
        const current = latest.current;
        if (!current.readOnly && next !== undefined && next !== current.value) current.onChange(next);
      }}
      loading={
        <span className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner />
          {t('generator.code.loading')}
        </span>
      }
      options={{
        readOnly,
        minimap: { enabled: false },
        fontSize: 13,
        lineHeight: 20,
        wordWrap: 'on',
        scrollBeyondLastLine: false,
        automaticLayout: true,
        tabSize: 2,
        renderLineHighlight: 'line',
        smoothScrolling: true,
        padding: { top: 12, bottom: 12 },
        scrollbar: { verticalScrollbarSize: 10, horizontalScrollbarSize: 10 },
      }}
    />
  );
}
