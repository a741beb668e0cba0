/**
 * A map from names read from a file to values, as a plain object without a prototype: a
 * name such as "constructor" or "toString" is then not found unless the file has it, and
 * "__proto__" is an ordinary key that is kept (set on an ordinary object it would change the
 * object's prototype and be lost). JSON.stringify writes it as any object.
 */
import { z } from 'zod';

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

/**
 * zod's `z.record(z.string(), value)` for maps keyed by names from a file or a peer, giving a
 * prototype-free record: zod's own record drops a "__proto__" key (it assigns it) and gives an
 * ordinary object, where "constructor" is found without being there.
 */
export function ownRecordSchema<T extends z.ZodType>(value: T) {
  return z
    .custom<Record<string, z.input<T>>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      { error: 'Expected an object' },
    )
    .transform((input, ctx) => {
      const out = Object.create(null) as Record<string, z.output<T>>;
      for (const [key, item] of Object.entries(input)) {
        const parsed = value.safeParse(item);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] });
          return z.NEVER;
        }
        out[key] = parsed.data;
      }
      return out;
    });
}
