import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { TranslationBundle, TranslationTree } from '@tms/domain/translation-overrides';

type SyntaxNode = ReturnType<ReturnType<typeof syntaxTree>['resolveInner']>;

/** The property names from the document's root down to the object `node` is in. */
function objectPath(state: EditorState, node: SyntaxNode): string[] {
  const path: string[] = [];
  for (let current: SyntaxNode | null = node.parent; current; current = current.parent) {
    if (current.name !== 'Property') continue;
    const name = current.getChild('PropertyName');
    if (name && name.from !== node.from) path.unshift(JSON.parse(state.sliceDoc(name.from, name.to)) as string);
  }
  return path;
}

/** What may follow at a path: locales, then modules, then the keys of the defaults (with their texts). */
export function keysAt(defaults: TranslationBundle, path: readonly string[]): Completion[] {
  if (path.length === 0) return Object.keys(defaults).map((label) => ({ label, type: 'namespace' }));
  let node: TranslationTree | string | undefined = defaults[path[0]] as TranslationTree | undefined;
  for (const part of path.slice(1)) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return [];
  return Object.entries(node).map(([label, value]) =>
    typeof value === 'string'
      ? { label, type: 'property', detail: value.length > 60 ? `${value.slice(0, 57)}…` : value, info: value }
      : { label, type: path.length === 1 ? 'namespace' : 'class' },
  );
}

/** Completes property names with the keys the defaults have at that place (Ctrl+Space lists them). */
export function keyCompletion(defaults: TranslationBundle) {
  return (context: CompletionContext): CompletionResult | null => {
    const node = syntaxTree(context.state).resolveInner(context.pos, -1);
    const inName = node.name === 'PropertyName';
    const inObject = node.name === 'Object' || node.name === '{';
    if (!inName && !(inObject && context.explicit)) return null;
    const path = objectPath(context.state, node);
    const options = keysAt(defaults, path).map((option) => ({ ...option, apply: JSON.stringify(option.label) }));
    return {
      from: inName ? node.from : context.pos,
      to: inName ? node.to : undefined,
      options,
      validFor: /^"?[\w.-]*"?$/,
    };
  };
}
