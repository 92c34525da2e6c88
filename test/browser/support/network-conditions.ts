import { executeServerCommand } from '@web/test-runner-commands';

/** Uploads from this page go out at `bytesPerSecond` (a phone's slow network); null lifts it. */
export async function throttleUploads(bytesPerSecond: number | null): Promise<void> {
  await executeServerCommand('network-throttle', { uploadBytesPerSecond: bytesPerSecond });
}

/** The next request whose URL holds `urlPart` is answered by the server and the answer is lost (a connection reset). */
export async function dropNextAnswer(urlPart: string): Promise<void> {
  await executeServerCommand('network-drop-next', { urlPart });
}
