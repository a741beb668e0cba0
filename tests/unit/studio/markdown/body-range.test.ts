/** The body of a SKILL.md, found in its raw text whatever its line breaks. */
import { describe, expect, it } from 'vitest';
import { skillBodyStart } from '../../../../shared/studio/markdown/body-range';

describe('skillBodyStart', () => {
  it('starts after the closing dashes, in LF and CRLF files alike', () => {
    const lf = '---\nname: a\n---\n# Body\n';
    expect(lf.slice(skillBodyStart(lf))).toBe('# Body\n');
    const crlf = '---\r\nname: a\r\n---\r\n\r\n# Body\r\n';
    expect(crlf.slice(skillBodyStart(crlf))).toBe('\r\n# Body\r\n');
  });

  it('is the whole file without frontmatter, and nothing to offer when it is not closed', () => {
    expect(skillBodyStart('# Just Markdown\n')).toBe(0);
    expect(skillBodyStart('---\nname: a\n# Body\n')).toBeUndefined();
  });

  it('is the end when the closing dashes end the file', () => {
    const text = '---\nname: a\n---';
    expect(skillBodyStart(text)).toBe(text.length);
  });
});
