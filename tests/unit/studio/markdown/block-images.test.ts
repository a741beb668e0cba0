/**
 * Which source blocks Visual shows as pictures: every example of CommonMark 0.31.2's "Images"
 * section (the commonmark-spec package), checked against the HTML the spec gives for it. A
 * block whose HTML is one paragraph of nothing but <img> elements, each with a link to a file
 * of the skill (relative, no scheme), has those images, with the spec's alt text and its link
 * decoded; every other example has none.
 */
import spec from 'commonmark-spec';
import { describe, expect, it } from 'vitest';
import { blockImages } from '../../../../shared/studio/markdown/block-images';

const unescape = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

// What the spec's HTML says the block shows, by the rule in the header.
function expected(html: string) {
  const m = /^<p>([\s\S]*)<\/p>\n$/.exec(html);
  if (!m?.[1]) return undefined;
  const imgs = [...m[1].matchAll(/<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/g)];
  if (imgs.length === 0 || m[1].replace(/<img [^>]*\/>/g, '').trim() !== '') return undefined;
  const images = imgs.map(([, src = '', alt = '']) => ({
    alt: unescape(alt),
    src: decodeURIComponent(unescape(src)),
  }));
  if (images.some((i) => /^[a-z][a-z0-9+.-]*:/i.test(i.src) || /^[/#]/.test(i.src) || i.src === ''))
    return undefined;
  return images.map((i) => ({ alt: i.alt, path: i.src }));
}

const images = spec.tests.filter((t) => t.section === 'Images');

describe('blockImages', () => {
  it('reads the images of the spec examples as the spec shows them', () => {
    expect(images.length).toBeGreaterThan(20);
    const shown = images.filter((t) => expected(t.html) !== undefined);
    expect(shown.length).toBeGreaterThanOrEqual(5);
    for (const t of images)
      expect({ number: t.number, images: blockImages(t.markdown) }).toEqual({
        number: t.number,
        images: expected(t.html),
      });
  });

  it("shows only the skill's own files: not URLs, absolute paths or links above the folder", () => {
    expect(blockImages('![logo](assets/logo%20big.png)')).toEqual([
      { alt: 'logo', path: 'assets/logo big.png' },
    ]);
    expect(blockImages('![a](./x/../a.png)\n![b](<b c.png> "t")')).toEqual([
      { alt: 'a', path: 'a.png' },
      { alt: 'b', path: 'b c.png' },
    ]);
    expect(blockImages('![up](../secret.png)')).toBeUndefined();
    expect(blockImages('![web](https://example.com/a.png)')).toBeUndefined();
    expect(blockImages('![abs](/etc/a.png)')).toBeUndefined();
    expect(blockImages('![a](a.png) and words')).toBeUndefined();
    expect(blockImages('# ![a](a.png)')).toBeUndefined();
  });
});
