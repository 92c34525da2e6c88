import { expect } from '@open-wc/testing';
import { checkUploadCount, checkUploadFile, CONSOLE_UPLOAD_RULES, formatFileSize, secondUploadRules } from '../../src/validation';
import { validationTexts } from '../../src/i18n/zh-CN/validation';

/** A real File of the given size, as the file input hands it over. */
const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('validation: image uploads (spec sections 5 and 9)', () => {
  it('console variant: png, jpg, jpeg up to exactly 2097152 bytes, one file', () => {
    expect(CONSOLE_UPLOAD_RULES.maxBytes).to.equal(2097152);
    expect(CONSOLE_UPLOAD_RULES.maxCount).to.equal(1);
    expect(checkUploadFile(file('a.png', 2097152), CONSOLE_UPLOAD_RULES), 'exactly at the cap').to.equal(null);
    expect(checkUploadFile(file('a.png', 2097153), CONSOLE_UPLOAD_RULES)).to.equal('上传图片大小不能超过 2MB!');
    expect(checkUploadFile(file('photo.JPEG', 10, 'image/jpeg'), CONSOLE_UPLOAD_RULES), 'extension case').to.equal(null);
    expect(checkUploadFile(file('photo.jpg', 10, ''), CONSOLE_UPLOAD_RULES), 'no MIME type given').to.equal(null);
    for (const name of ['a.gif', 'a.png.exe', 'png', 'a.webp']) {
      expect(checkUploadFile(file(name, 10), CONSOLE_UPLOAD_RULES), name).to.equal('上传图片只能是 png、jpg、jpeg 格式!');
    }
    expect(checkUploadCount(0, 1, CONSOLE_UPLOAD_RULES)).to.equal(null);
    expect(checkUploadCount(1, 1, CONSOLE_UPLOAD_RULES)).to.equal('图片超限，最多可上传1张图片');
  });

  it('second variant: 500 KB by default, and a falsy size falls back to 10240 KB', () => {
    const rules = secondUploadRules();
    expect(rules.maxBytes).to.equal(512000);
    expect(checkUploadFile(file('a.gif', 512000, 'image/gif'), rules), 'exactly at the cap').to.equal(null);
    expect(checkUploadFile(file('a.gif', 512001, 'image/gif'), rules)).to.equal('上传图片大小不能超过500KB');
    for (const falsy of [0, null, Number.NaN]) {
      const fallback = secondUploadRules({ sizeKb: falsy });
      expect(fallback.maxBytes, String(falsy)).to.equal(10240 * 1024);
      expect(checkUploadFile(file('a.jpg', 10485761), fallback)).to.equal('上传图片大小不能超过10MB');
      expect(checkUploadFile(file('a.jpg', 10485760), fallback)).to.equal(null);
    }
    expect(secondUploadRules({ sizeKb: 200 }).maxBytes).to.equal(204800);
    expect(checkUploadFile(file('a.bmp', 10), rules)).to.equal('上传图片只能是 jpg、jpeg、png、gif 格式!');
  });

  it('second variant: 99 images by default, or the given limit', () => {
    const rules = secondUploadRules();
    expect(rules.maxCount).to.equal(99);
    expect(checkUploadCount(98, 1, rules), 'reaching the limit').to.equal(null);
    expect(checkUploadCount(98, 2, rules)).to.equal('图片超限，最多可上传99张图片');
    const three = secondUploadRules({ limit: 3 });
    expect(checkUploadCount(0, 3, three)).to.equal(null);
    expect(checkUploadCount(2, 2, three)).to.equal('图片超限，最多可上传3张图片');
    expect(secondUploadRules({ limit: 0 }).maxCount).to.equal(99);
  });

  it('formats sizes and keeps the failure and delete texts', () => {
    expect(formatFileSize(2097152)).to.equal('2MB');
    expect(formatFileSize(512000)).to.equal('500KB');
    expect(formatFileSize(1572864)).to.equal('1.5MB');
    expect(formatFileSize(1000)).to.equal('1000B');
    expect(validationTexts.uploadFailed).to.equal('上传失败');
    expect(validationTexts.deleteImageConfirm).to.equal('确定删除该图片?');
  });
});
