import { SCREENSHOT_MAX_BYTES, screenshotTypeOf } from '@marquee/api-client';

export type ProofReading =
  | { ok: true; proof: { type: 'image/png' | 'image/jpeg'; data: string } }
  | { ok: false; problem: 'type' | 'size' };

/** A chosen file as the platform takes a proof: a PNG or JPEG by its content (not its name), at most 5 MB, base64. */
export async function readProof(file: File): Promise<ProofReading> {
  if (file.size > SCREENSHOT_MAX_BYTES) return { ok: false, problem: 'size' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = screenshotTypeOf(bytes);
  if (!type) return { ok: false, problem: 'type' };
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return { ok: true, proof: { type, data: btoa(binary) } };
}
