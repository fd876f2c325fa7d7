import { SCREENSHOT_MAX_BYTES, type ScreenshotType, screenshotTypeOf } from '@marquee/api-client';

/** The largest upload in whole megabytes, as the refusal says it. */
export const IMAGE_UPLOAD_MAX_MB = SCREENSHOT_MAX_BYTES / (1024 * 1024);

type ImageUploadReading =
  | { ok: true; image: { type: ScreenshotType; data: string } }
  | { ok: false; problem: 'type' | 'size' };

/**
 * A chosen file as the platform takes an uploaded image (a screenshot, a proof, an application's
 * image): refused over IMAGE_UPLOAD_MAX_MB before anything is read, then by its first bytes (a PNG or JPEG
 * signature, whatever the file is called), as the platform checks it again; base64 otherwise.
 */
export async function readImageUpload(file: File): Promise<ImageUploadReading> {
  if (file.size > SCREENSHOT_MAX_BYTES) return { ok: false, problem: 'size' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = screenshotTypeOf(bytes);
  if (!type) return { ok: false, problem: 'type' };
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return { ok: true, image: { type, data: btoa(binary) } };
}
