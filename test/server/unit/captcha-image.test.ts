import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCaptcha, sameCaptcha } from '../../../server/auth/captcha-image';

describe('captcha image', () => {
  it('makes 4 characters without look-alikes, in a 120x40 SVG', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const { text, svg } = createCaptcha();
      assert.match(text, /^[A-Za-z0-9]{4}$/);
      assert.doesNotMatch(text, /[0oO1lIiLQ]/);
      assert.match(svg, /^<svg [^>]*width="120" height="40"/);
      assert.match(svg, /<\/svg>$/);
      seen.add(text.toLowerCase());
    }
    assert.ok(seen.size > 150, `texts should vary, got ${seen.size} distinct of 200`);
  });

  it('draws the text as 4 glyph paths plus noise lines, never as readable text', () => {
    const { text, svg } = createCaptcha();
    assert.equal(svg.match(/<path fill=/g)?.length, 4);
    assert.ok((svg.match(/fill="none"/g)?.length ?? 0) >= 2, 'noise lines');
    assert.ok(!svg.includes(text), 'the text must not appear in the image source');
  });

  it('shows a fixed text when asked', () => {
    const a = createCaptcha('ABCD');
    const b = createCaptcha('ABCD');
    assert.equal(a.text, 'ABCD');
    assert.equal(a.svg.match(/<path fill=/g)?.length, 4);
    // svg-captcha jitters every coordinate, but a glyph's sequence of path commands is fixed by
    // the character, so the command skeletons identify the text drawn.
    const glyphs = (svg: string) =>
      [...svg.matchAll(/<path fill="[^"]*" d="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/[\d. ,-]+/g, '#')).sort();
    assert.deepEqual(glyphs(a.svg), glyphs(b.svg));
    assert.notDeepEqual(glyphs(a.svg), glyphs(createCaptcha('EFGH').svg));
  });

  it('compares trimmed and case-insensitively', () => {
    assert.equal(sameCaptcha('aBcD', 'AbCd'), true);
    assert.equal(sameCaptcha(' abcd ', 'ABCD'), true);
    assert.equal(sameCaptcha('abcd', 'abce'), false);
    assert.equal(sameCaptcha('abcd', 'abc'), false);
    assert.equal(sameCaptcha('', 'abcd'), false);
  });
});
