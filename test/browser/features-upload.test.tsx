import { expect, waitUntil } from '@open-wc/testing';
import { useState, type ReactNode } from 'react';
import { setSession } from '../../src/session/public/session';
import { ConsoleImageUpload, MultiImageUpload } from '../../src/features/upload';
import type { UploadedImage } from '../../src/ui/upload';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press } from './support/real-input';
import { freshSession } from './support/test-session';
import { chooseFiles, fileOfSize, unique, uploadHits } from './support/upload-files';

let mounted: Mounted | null = null;
const changes: UploadedImage[][] = [];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const fileInput = () => $<HTMLInputElement>('input[type="file"]')!;
const message = () => $('.irr-upload-message')!.textContent;
const thumbs = () => [...mounted!.shadow.querySelectorAll<HTMLButtonElement>('.irr-upload-thumb')];
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const DOT = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_1X1))}`;

async function mount(node: ReactNode): Promise<void> {
  mounted = mountInShadow(node);
  await waitUntil(() => $('.irr-upload'), 'the widget renders');
}

function Controlled({
  initial = [] as UploadedImage[],
  variant = 'console' as 'console' | 'multi',
  sizeKb,
  limit,
}: {
  initial?: UploadedImage[];
  variant?: 'console' | 'multi';
  sizeKb?: number | null;
  limit?: number;
}) {
  const [images, setImages] = useState(initial);
  const onChange = (next: UploadedImage[]) => {
    changes.push(next);
    setImages(next);
  };
  return variant === 'console' ? (
    <ConsoleImageUpload value={images} onChange={onChange} />
  ) : (
    <MultiImageUpload value={images} onChange={onChange} sizeKb={sizeKb} limit={limit} action="/test-upload/echo" />
  );
}

describe('image upload (spec sections 5 and 7)', () => {
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer upload-test' });
    changes.length = 0;
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('passes an accessibility audit with an image, its preview and its delete confirmation', async () => {
    await mount(<Controlled initial={[{ url: DOT, name: 'a.png' }]} />);
    await expect(mounted!.host).to.be.accessible();
    await click(thumbs()[0]!);
    await waitUntil(() => $('[role="dialog"] img'));
    await expect(mounted!.host).to.be.accessible();
  });

  it('console variant: png/jpg/jpeg, one file, an add button that opens the file dialog', async () => {
    await mount(<Controlled />);
    expect(fileInput().accept).to.equal('.png,.jpg,.jpeg');
    expect(fileInput().multiple).to.equal(false);
    let opened = 0;
    fileInput().addEventListener('click', (e) => {
      opened += 1;
      e.preventDefault();
    });
    await click($('.irr-upload-add')!);
    expect(opened).to.equal(1);
    expect($('[role="group"]')!.getAttribute('aria-label')).to.equal('上传图片');
  });

  it('console variant: refuses 2097153 bytes before sending, with the spec message', async () => {
    await mount(<Controlled />);
    const name = `${unique('over')}.png`;
    chooseFiles(fileInput(), [fileOfSize(name, 2097153)]);
    await waitUntil(() => message() === '上传图片大小不能超过 2MB!');
    expect(await uploadHits(`upload:${name}`)).to.deep.equal([]);
    expect(changes).to.deep.equal([]);
  });

  it('console variant: posts exactly 2097152 bytes as multipart to api-file/files-anon through the transport', async () => {
    await mount(<Controlled />);
    const name = `${unique('exact')}.jpg`;
    chooseFiles(fileInput(), [fileOfSize(name, 2097152, 'image/jpeg')]);
    await waitUntil(() => thumbs().length === 1, 'the uploaded image shows', { timeout: 10000 });
    const [hit] = await uploadHits(`upload:${name}`);
    expect(hit!.contentType).to.match(/^multipart\/form-data; boundary=/);
    expect(hit!.fields).to.deep.equal(['file']);
    expect(hit!.size).to.equal(2097152);
    expect(hit!.authorization).to.equal('bearer upload-test');
    expect(hit!.separate).to.equal('Y');
    expect(changes).to.have.length(1);
    expect(changes[0]![0]!.name).to.equal(name);
    expect(changes[0]![0]!.url).to.match(/^\/test-upload\/files\/\d+$/);
    expect(message()).to.equal('');
    expect($('.irr-upload-add'), 'one file: no more adding').to.equal(null);
  });

  it('refuses another type and says 上传失败 when the server fails', async () => {
    await mount(<Controlled />);
    chooseFiles(fileInput(), [fileOfSize('photo.gif', 100, 'image/gif')]);
    await waitUntil(() => message() !== '');
    expect(message()).to.contain('png');
    chooseFiles(fileInput(), [fileOfSize(`${unique('fail')}.png`, 100)]);
    await waitUntil(() => message() === '上传失败');
    expect(thumbs()).to.have.length(0);
  });

  it('asks 确定删除该图片? before deleting; cancel keeps the image, confirm removes it', async () => {
    await mount(<Controlled initial={[{ url: DOT, name: 'keep.png' }]} />);
    await click($('button[aria-label="删除 keep.png"]')!);
    await waitUntil(() => $('[role="dialog"]'));
    expect($('[role="dialog"]')!.textContent).to.contain('确定删除该图片?');
    await click([...$('[role="dialog"]')!.querySelectorAll('button')].find((b) => b.textContent === '取消')!);
    await waitUntil(() => !$('[role="dialog"]'));
    expect(thumbs()).to.have.length(1);
    await click($('button[aria-label="删除 keep.png"]')!);
    await waitUntil(() => $('[role="dialog"]'));
    await click([...$('[role="dialog"]')!.querySelectorAll('button')].find((b) => b.textContent === '确定')!);
    await waitUntil(() => thumbs().length === 0);
    expect(changes).to.deep.equal([[]]);
  });

  it('opens a preview with the image and closes it with Escape', async () => {
    await mount(<Controlled initial={[{ url: DOT, name: 'field.png' }]} />);
    await click(thumbs()[0]!);
    await waitUntil(() => $('[role="dialog"] img'));
    expect($('[role="dialog"] img')!.getAttribute('alt')).to.equal('field.png');
    expect($('[role="dialog"] h2')!.textContent).to.equal('图片预览');
    await waitUntil(() => $('[role="dialog"]')!.contains(mounted!.shadow.activeElement), 'the focus moves into the preview');
    await press('Escape');
    await waitUntil(() => !$('[role="dialog"]'));
  });

  it('second variant: .jpg .jpeg .png .gif, 500 KB, several files, echoed back from files.file', async () => {
    await mount(<Controlled variant="multi" />);
    expect(fileInput().accept).to.equal('.jpg,.jpeg,.png,.gif');
    expect(fileInput().multiple).to.equal(true);
    chooseFiles(fileInput(), [fileOfSize('big.gif', 512001, 'image/gif')]);
    await waitUntil(() => message() === '上传图片大小不能超过500KB');
    const names = [`${unique('a')}.gif`, `${unique('b')}.png`];
    chooseFiles(fileInput(), [fileOfSize(names[0]!, 512000, 'image/gif'), new File([PNG_1X1], names[1]!, { type: 'image/png' })]);
    await waitUntil(() => thumbs().length === 2, 'both echoed', { timeout: 10000 });
    expect((await uploadHits(`echo:${names[0]}`))[0]!.size).to.equal(512000);
    expect(changes.at(-1)!.map((i) => i.name)).to.deep.equal(names);
    expect(changes.at(-1)![1]!.url).to.match(/^data:image\/png;base64,/);
    expect(message()).to.equal('');
  });

  it('second variant: more files than the limit gives 图片超限，最多可上传N张图片 and sends nothing', async () => {
    await mount(<Controlled variant="multi" limit={2} initial={[{ url: DOT, name: 'one.png' }]} />);
    const name = `${unique('many')}.png`;
    chooseFiles(fileInput(), [fileOfSize(name, 10), fileOfSize(`${name}2.png`, 10)]);
    await waitUntil(() => message() === '图片超限，最多可上传2张图片');
    expect(await uploadHits(`echo:${name}`)).to.deep.equal([]);
  });

  it('second variant: a falsy size cap means 10240 KB', async () => {
    await mount(<Controlled variant="multi" sizeKb={0} />);
    chooseFiles(fileInput(), [fileOfSize('huge.png', 10485761)]);
    await waitUntil(() => message() === '上传图片大小不能超过10MB');
    chooseFiles(fileInput(), [fileOfSize(`${unique('mid')}.png`, 600 * 1024)]);
    await waitUntil(() => thumbs().length === 1, 'a 600 KB file passes', { timeout: 10000 });
  });
});
