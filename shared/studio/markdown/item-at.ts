/** Reading a list where the index is known to be inside it (the splice's own indices). */

/** `list[index]`, which must exist. */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new RangeError(`index ${index} outside a list of ${list.length}`);
  return item;
}
