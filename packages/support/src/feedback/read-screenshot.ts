import { type FeedbackScreenshot, SCREENSHOT_MAX_BYTES, screenshotTypeOf } from '@marquee/api-client';

type ScreenshotProblem = 'type' | 'size';

export type ScreenshotResult =
  | { ok: true; screenshot: FeedbackScreenshot }
  | { ok: false; problem: ScreenshotProblem };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen file as the feedback's screenshot: refused by its size before anything is read, then
 * by its first bytes (a PNG or JPEG signature, whatever the file is called), as the platform does.
 */
export async function readScreenshot(file: File): Promise<ScreenshotResult> {
  if (file.size > SCREENSHOT_MAX_BYTES) return { ok: false, problem: 'size' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const type = screenshotTypeOf(head);
  if (!type) return { ok: false, problem: 'type' };
  const dataUrl = await readAsDataUrl(file);
  return { ok: true, screenshot: { type, data: dataUrl.slice(dataUrl.indexOf(',') + 1) } };
}
