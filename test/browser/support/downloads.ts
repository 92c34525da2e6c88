import { parse } from 'csv-parse/browser/esm/sync';

/** The files a screen saves (downloadFile: an object URL clicked through an anchor), kept instead of downloaded. */
export interface CapturedDownloads {
  readonly blobs: Blob[];
  readonly names: string[];
  /** Puts URL.createObjectURL and the anchor's click back. */
  restore(): void;
}

export function captureDownloads(): CapturedDownloads {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const realCreate = URL.createObjectURL;
  const realClick = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob) blobs.push(blob);
    return realCreate.call(URL, blob);
  };
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    names.push(this.download);
  };
  return {
    blobs,
    names,
    restore() {
      URL.createObjectURL = realCreate;
      HTMLAnchorElement.prototype.click = realClick;
    },
  };
}

/** A CSV export's rows (header first), after checking it starts with the UTF-8 BOM. */
export async function csvRows(blob: Blob): Promise<string[][]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) throw new Error('the CSV lacks its UTF-8 BOM');
  return parse(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))) as string[][];
}
