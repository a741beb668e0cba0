/**
 * What the serializer is asked to change: a field's path and its new value.
 */
import type { PlainValue } from '../ref-yaml/index';

/** A top-level key, or a key inside a top-level mapping such as `metadata`. */
export type FieldPath = readonly [string] | readonly [string, string];

/** Set `path` to `value`; `undefined` removes the entry. */
export interface FieldChange {
  path: FieldPath;
  value: PlainValue | undefined;
}

/** The path as messages name it, e.g. "metadata.author" (a very long key cut short). */
export function fieldName(path: FieldPath): string {
  const name = [...path.join('.')];
  return name.length > 60 ? `${name.slice(0, 57).join('')}…` : name.join('');
}

/** The value at a path of frontmatter data. */
export function valueAt(
  data: Record<string, PlainValue> | undefined,
  path: FieldPath,
): PlainValue | undefined {
  const top = data?.[path[0]];
  if (path[1] === undefined) return top;
  return top !== undefined && typeof top === 'object' && !Array.isArray(top)
    ? top[path[1]]
    : undefined;
}
