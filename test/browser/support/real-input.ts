/**
 * Real keyboard and mouse input through web-test-runner's built-in send-keys and send-mouse
 * commands (the browser is driven by the runner, so the events are trusted: Enter really submits).
 */
interface CommandResponse {
  executed?: boolean;
  result?: unknown;
}

async function serverCommand(command: string, payload: unknown): Promise<unknown> {
  const sessionId = new URL(window.location.href).searchParams.get('wtr-session-id');
  if (!sessionId) throw new Error('not running under web-test-runner');
  // A runtime URL, so the bundler leaves the runner's own module alone.
  const socketModule = new URL('/__web-dev-server__web-socket.js', window.location.origin).href;
  const { sendMessageWaitForResponse } = (await import(socketModule)) as {
    sendMessageWaitForResponse(message: unknown): Promise<CommandResponse>;
  };
  const response = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command, payload });
  if (!response.executed) throw new Error(`command ${command} was not executed`);
  return response.result;
}

/** Types `text` into the focused element, key by key. */
export function type(text: string): Promise<unknown> {
  return serverCommand('send-keys', { type: text });
}

/** Presses one key (`Enter`, `Tab`, …). */
export function press(key: string): Promise<unknown> {
  return serverCommand('send-keys', { press: key });
}

/** Clicks the middle of `element` with the real mouse. */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await serverCommand('send-mouse', { type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Focuses `input` with a real click and types `text` into it. */
export async function fill(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  await type(text);
}
