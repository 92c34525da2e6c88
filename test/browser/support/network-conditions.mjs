/**
 * Commands over the DevTools protocol of the test's own page, for the screens that must hold up on a
 * phone's network (test/browser/support/network-conditions.ts is the page's side):
 *   network-throttle { uploadBytesPerSecond }  uploads go out at that rate (null: at full speed again)
 *   network-drop-next { urlPart }              the next answer whose URL holds urlPart reaches the server,
 *                                              is answered, and is lost on its way back (a connection reset)
 */
const sessions = new Map();

async function cdpOf(session) {
  if (session.browser.type !== 'puppeteer') throw new Error(`network conditions need Chromium over puppeteer, not ${session.browser.type}`);
  let cdp = sessions.get(session.id);
  if (!cdp) {
    cdp = await session.browser.getPage(session.id).createCDPSession();
    await cdp.send('Network.enable');
    sessions.set(session.id, cdp);
  }
  return cdp;
}

export function networkConditionsPlugin() {
  return {
    name: 'network-conditions',
    async executeCommand({ command, payload, session }) {
      if (command === 'network-throttle') {
        const cdp = await cdpOf(session);
        const rate = payload?.uploadBytesPerSecond ?? -1;
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: rate });
        return true;
      }
      if (command === 'network-drop-next') {
        const cdp = await cdpOf(session);
        const urlPattern = `*${payload.urlPart}*`;
        const paused = async (event) => {
          cdp.off('Fetch.requestPaused', paused);
          await cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'ConnectionReset' });
          await cdp.send('Fetch.disable');
        };
        cdp.on('Fetch.requestPaused', paused);
        await cdp.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Response' }] });
        return true;
      }
      return undefined;
    },
  };
}
