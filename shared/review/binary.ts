/**
 * Compiled programs by their magic numbers, as Cisco's embedded_binary_detection.yara reads
 * them: ELF (7F 45 4C 46), PE ("MZ" and "PE\0\0" at the offset e_lfanew gives, or anywhere in
 * the head as the YARA rule accepts), Mach-O thin (FEEDFACE/FEEDFACF, either byte order) and
 * fat (CAFEBABE, CAFEBABF, either order), where CAFEBABE is not a Java class file (bytes 4-5
 * zero and a major version of 45 to 100).
 */

/** The kind of compiled program `head` starts, or undefined for any other bytes. */
export function executableKind(head: Uint8Array): 'ELF' | 'PE' | 'Mach-O' | undefined {
  const u32 = (at: number) =>
    head.length >= at + 4
      ? (((head[at] ?? 0) << 24) |
          ((head[at + 1] ?? 0) << 16) |
          ((head[at + 2] ?? 0) << 8) |
          (head[at + 3] ?? 0)) >>>
        0
      : undefined;
  const magic = u32(0);
  if (magic === 0x7f454c46) return 'ELF';
  if (head[0] === 0x4d && head[1] === 0x5a && hasPeSignature(head)) return 'PE';
  if (magic === undefined) return undefined;
  if (
    [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xbebafeca, 0xcafebabf, 0xbfbafeca].includes(
      magic,
    )
  )
    return 'Mach-O';
  if (magic === 0xcafebabe) {
    const minorZero = head[4] === 0 && head[5] === 0;
    const major = ((head[6] ?? 0) << 8) | (head[7] ?? 0);
    return minorZero && major >= 45 && major <= 100 ? undefined : 'Mach-O';
  }
  return undefined;
}

function hasPeSignature(head: Uint8Array): boolean {
  const at = (head[0x3c] ?? 0) | ((head[0x3d] ?? 0) << 8) | ((head[0x3e] ?? 0) << 16);
  const isPe = (i: number) =>
    head[i] === 0x50 && head[i + 1] === 0x45 && head[i + 2] === 0 && head[i + 3] === 0;
  if (at + 4 <= head.length && isPe(at)) return true;
  for (let i = 0; i + 4 <= head.length; i++) if (isPe(i)) return true;
  return false;
}
