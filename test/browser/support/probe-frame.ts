import type { Probe } from './probe';

/** Opens probe.html in an iframe (a second document of the origin) and resolves with its session modules. */
export async function openProbe(): Promise<{ probe: Probe; frame: HTMLIFrameElement; close: () => void }> {
  const frame = document.createElement('iframe');
  frame.src = '/test/browser/support/probe.html';
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow!;
  if (!win.irrProbe) await new Promise((resolve) => win.addEventListener('irr-probe-ready', resolve, { once: true }));
  return { probe: win.irrProbe!, frame, close: () => frame.remove() };
}
