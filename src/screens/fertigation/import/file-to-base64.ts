/** A file's bytes as base64, the form the import calls carry them in (see src/api/contract/fertigation/import.ts). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // String.fromCharCode takes its arguments on the stack: convert in slices.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
