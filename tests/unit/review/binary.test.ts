/**
 * Bundled programs by magic number, as Cisco skill-scanner's embedded_binary_detection.yara
 * reads them (ELF 7F 45 4C 46; PE "MZ" + "PE\0\0"; Mach-O FEEDFACE/FEEDFACF either order,
 * fat CAFEBABE unless a Java class file). Benign look-alikes: a Java class file (CAFEBABE,
 * minor 0, major 52), a PNG, a PDF.
 */
import { describe, expect, it } from 'vitest';
import { executableKind } from '../../../shared/review/binary';
import { reviewSkill } from './helpers';

const bytes = (...b: number[]) => new Uint8Array(b);
function pe(): Uint8Array {
  const head = new Uint8Array(256);
  head.set([0x4d, 0x5a]);
  head[0x3c] = 0x80;
  head.set([0x50, 0x45, 0, 0], 0x80);
  return head;
}

describe('bundled-binary', () => {
  it('knows ELF, PE and Mach-O', () => {
    expect(executableKind(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1))).toBe('ELF');
    expect(executableKind(pe())).toBe('PE');
    expect(executableKind(bytes(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1))).toBe('Mach-O');
    expect(executableKind(bytes(0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2))).toBe('Mach-O');
  });
  it('does not take a Java class, a PNG or a PDF for one', () => {
    expect(executableKind(bytes(0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52))).toBeUndefined();
    expect(executableKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeUndefined();
    expect(executableKind(bytes(0x25, 0x50, 0x44, 0x46, 0x2d))).toBeUndefined();
  });
  it('reports a bundled program high and other binaries low', () => {
    const f = reviewSkill({}, [
      { path: 'bin/helper', kind: 'binary', head: bytes(0x7f, 0x45, 0x4c, 0x46, 2), size: 9000 },
      { path: 'assets/logo.png', kind: 'binary', head: bytes(0x89, 0x50, 0x4e, 0x47), size: 500 },
    ]);
    expect(f.map((x) => [x.rule, x.severity, x.file])).toEqual([
      ['bundled-binary', 'high', 'bin/helper'],
      ['binary-file', 'low', 'assets/logo.png'],
    ]);
  });
});
