/**
 * A map from names read from a file to values, as a plain object without a prototype: a
 * name such as "constructor" or "toString" is then not found unless the file has it, and
 * "__proto__" is an ordinary key that is kept (set on an ordinary object it would change the
 * object's prototype and be lost). JSON.stringify writes it as any object.
 */

/**
 * A new prototype-free record holding, in order, the entries of each source (a record's own
 * keys, or a list of pairs); later sources win.
 */
export function ownRecord<T>(
  ...sources: (Readonly<Record<string, T>> | readonly (readonly [string, T])[])[]
): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const source of sources) {
    const pairs = Array.isArray(source)
      ? (source as readonly (readonly [string, T])[])
      : Object.entries(source as Record<string, T>);
    for (const [key, value] of pairs) out[key] = value;
  }
  return out;
}
