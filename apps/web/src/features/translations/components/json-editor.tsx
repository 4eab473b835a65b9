import { autocompletion } from '@codemirror/autocomplete';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { parseTranslationOverrides, type TranslationBundle } from '@tms/domain/translation-overrides';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { keyCompletion } from '../lib/key-completion';

type JsonEditorProps = {
  value: string;
  onChange: (value: string) => void;
  defaults: TranslationBundle;
  /** The text of a structure problem, shown as a lint message. */
  describeProblem: (text: string) => string | null;
  label: string;
  describedBy?: string;
};

/**
 * The overrides' JSON in CodeMirror: highlighting, folding, bracket matching, JSON syntax lint plus
 * the structure check against the default texts, and key completion from the defaults.
 */
export function JsonEditor({ value, onChange, defaults, describeProblem, label, describedBy }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, describeProblem });
  latest.current = { onChange, describeProblem };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; value changes are pushed below
  useEffect(() => {
    if (!host.current) return;
    const structureLinter = linter((editor): Diagnostic[] => {
      const text = editor.state.doc.toString();
      const parsed = parseTranslationOverrides(text, defaults);
      if (parsed.ok) return [];
      const message = latest.current.describeProblem(text);
      return message ? [{ from: 0, to: Math.min(text.length, 1), severity: 'error', message }] : [];
    });
    view.current = new EditorView({
      parent: host.current,
      doc: value,
      extensions: [
        basicSetup,
        json(),
        linter(jsonParseLinter()),
        structureLinter,
        lintGutter(),
        autocompletion({ override: [keyCompletion(defaults)] }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
        EditorView.contentAttributes.of({
          'aria-label': label,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'data-testid': 'translations-editor',
        }),
        EditorView.theme({
          '&': { minHeight: '320px', maxHeight: '70vh', fontSize: '14px' },
          '.cm-scroller': { overflow: 'auto' },
        }),
      ],
    });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
  }, [defaults]);

  // A value set from outside (loading the saved overrides) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div
      ref={host}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
