import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sniffImageType } from '../../../server/files/sniff-image';
import { tinyGif, tinyJpeg, tinyPng } from './image-bytes';

describe('image sniffing by content', () => {
  it('recognises a real PNG and a real JPEG', async () => {
    assert.equal(await sniffImageType(tinyPng()), 'png');
    assert.equal(await sniffImageType(tinyJpeg()), 'jpeg');
  });

  it('refuses a text file named .png, a GIF, an SVG and empty or truncated input', async () => {
    assert.equal(await sniffImageType(Buffer.from('just some text, saved as photo.png\n')), null);
    assert.equal(await sniffImageType(tinyGif()), null);
    assert.equal(await sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), null);
    assert.equal(await sniffImageType(Buffer.alloc(0)), null);
    assert.equal(await sniffImageType(Buffer.from([0x89, 0x50, 0x4e])), null);
  });

  it('refuses JPEG-LS, which shares the JPEG prefix but browsers cannot show', async () => {
    assert.equal(await sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xf7, 0, 0, 0, 0, 0, 0, 0, 0])), null);
  });

  it('does not trust a name: PNG bytes are png whatever they are called', async () => {
    const png = tinyPng();
    assert.equal(await sniffImageType(Buffer.concat([png, Buffer.from('trailing')])), 'png');
  });
});
