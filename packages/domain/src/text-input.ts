import { z } from 'zod';

// Control characters never belong in what people type: a NUL cannot even be stored by PostgreSQL, and
// others hide text or break exports. Tab and line breaks are allowed only where a text has several
// lines. The server checks every request part against its schema with `controlCharacterPaths`, so
// every route refuses them without each field saying so.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Texts of several lines (notes, messages): tab, line feed and carriage return are allowed in them. */
const multilineTexts = z.registry<Record<string, never>>();

/** Marks a text schema as one of several lines. */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineTexts.add(schema, {});
  return schema;
}

export function hasControlCharacters(text: string, allowLineBreaks = false) {
  return (allowLineBreaks ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(text);
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value may meet through wrappers (optional, default, pipe, union, ...), and whether one is multi-line. */
function unwrap(schemas: readonly z.ZodType[]) {
  const found: z.ZodType[] = [];
  let lines = false;
  const queue = [...schemas];
  const seen = new Set<z.ZodType>();
  while (queue.length > 0) {
    const schema = queue.pop()!;
    if (seen.has(schema)) continue;
    seen.add(schema);
    if (multilineTexts.has(schema)) lines = true;
    const def = defOf(schema);
    const inner = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])];
    if (def.type === 'lazy' && def.getter) inner.push(def.getter());
    const wrapped = inner.filter((s): s is z.ZodType => s !== undefined);
    if (wrapped.length > 0) queue.push(...wrapped);
    else found.push(schema);
  }
  return { schemas: found, lines };
}

function childSchemas(schemas: readonly z.ZodType[], key: string | number) {
  const children: z.ZodType[] = [];
  for (const schema of schemas) {
    const def = defOf(schema);
    if (def.type === 'object' && typeof key === 'string') {
      const child = Object.hasOwn(def.shape ?? {}, key) ? def.shape?.[key] : def.catchall;
      if (child) children.push(child);
    } else if (def.type === 'record' && def.valueType) children.push(def.valueType);
    else if (def.type === 'array' && def.element) children.push(def.element);
    else if (def.type === 'tuple' && typeof key === 'number') {
      const item = def.items?.[key] ?? def.rest;
      if (item) children.push(item);
    }
  }
  return children;
}

/** Whether the schemas drop this key anyway (plain objects that do not name it): its value is never read. */
function dropped(schemas: readonly z.ZodType[], key: string) {
  return (
    schemas.length > 0 &&
    schemas.every((schema) => {
      const def = defOf(schema);
      return def.type === 'object' && !def.catchall && !Object.hasOwn(def.shape ?? {}, key);
    })
  );
}

/**
 * Paths of the strings in `value` that hold control characters they may not: multi-line texts (marked
 * with `multiline`) may hold tab and line breaks, every other string none. Walks the value without
 * recursion, so deeply nested input cannot exhaust the stack.
 */
export function controlCharacterPaths(schema: z.ZodType | undefined, value: unknown): (string | number)[][] {
  type Item = { value: unknown; key?: string | number; parent?: Item; schemas: z.ZodType[] };
  const pathOf = (item: Item) => {
    const path: (string | number)[] = [];
    for (let at: Item | undefined = item; at?.parent; at = at.parent) path.push(at.key!);
    return path.reverse();
  };
  const refused: (string | number)[][] = [];
  const stack: Item[] = [{ value, schemas: schema ? [schema] : [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const { schemas, lines } = unwrap(item.schemas);
    if (typeof item.value === 'string') {
      if (hasControlCharacters(item.value, lines)) refused.push(pathOf(item));
    } else if (Array.isArray(item.value)) {
      for (let index = item.value.length - 1; index >= 0; index--) {
        stack.push({ value: item.value[index], key: index, parent: item, schemas: childSchemas(schemas, index) });
      }
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, element] of Object.entries(item.value).reverse()) {
        if (dropped(schemas, key)) continue;
        stack.push({ value: element, key, parent: item, schemas: childSchemas(schemas, key) });
      }
    }
  }
  return refused;
}
