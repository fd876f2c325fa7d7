import { inflateSync } from 'node:zlib';
import {
  type ErrorCode,
  SCREENSHOT_MAX_BYTES,
  type ScreenshotType,
  screenshotTypeOf,
} from '@marquee/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Tx } from '../../db/open';
import { feedbackTickets, withdrawalOrders } from '../../db/schema';
import { fail, HttpError } from '../../http/http-error';
import { lockKeys } from '../accounts/advisory-lock';
import { takeQuota } from '../accounts/rate-limit';
import { HOUR } from '../clock';
import type { AccountDeps } from '../deps';
import { rowsOf } from '../records/bet-sources';

/**
 * Every image a member uploads (feedback screenshots, withdrawal proofs, promotion applications)
 * goes through here: a quota on uploads per member and per address, a bound on what one member may
 * keep stored, and a decode and re-encode, so what is stored and served back is pixels this server
 * wrote, never the bytes the member sent (a PNG or JPEG can carry HTML or script after its signature).
 */

/** Uploads a member, and an address, may send per hour. */
const UPLOADS_PER_MEMBER_HOUR = 10;
const UPLOADS_PER_ADDRESS_HOUR = 30;
/** What one member may keep stored across all their images, in bytes of the images. */
export const STORED_IMAGES_MAX_BYTES = 20 * 1024 * 1024;
/** Largest image in pixels (a 4096×4096 square): a small file cannot decode into gigabytes. */
const IMAGE_MAX_PIXELS = 4096 * 4096;
const MEBIBYTE = 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface ImageUpload {
  type: ScreenshotType;
  /** the image's bytes, base64 */
  data: string;
}

/** The error codes of the upload's own form (a screenshot's or a proof's). */
export interface ImageCodes {
  type: ErrorCode;
  size: ErrorCode;
}

/** Takes one upload from the member's and the address's hourly quotas, or refuses with UPLOAD_RATE. */
export async function takeUploadQuota(deps: AccountDeps, memberId: number, ip: string): Promise<void> {
  const allowed = await takeQuota(deps, [
    { key: `upload:member:${memberId}`, limit: UPLOADS_PER_MEMBER_HOUR, windowMs: HOUR },
    { key: `upload:ip:${ip}`, limit: UPLOADS_PER_ADDRESS_HOUR, windowMs: HOUR },
  ]);
  if (!allowed) throw fail(429, 'UPLOAD_RATE');
}

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  // the IHDR chunk comes first: its width and height are read before anything is inflated
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * An interlaced PNG is inflated by pngjs without a bound: its image data is inflated here first,
 * bounded by what its size can hold (twice the plain size covers the passes' filter bytes), so a
 * small file cannot inflate into gigabytes.
 */
function checkInterlacedData(bytes: Buffer, width: number, height: number): void {
  if (bytes[28] !== 1) return;
  const data: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT')
      data.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  // at most 4 bytes a pixel at 8 bits a channel, 8 at 16
  inflateSync(Buffer.concat(data), { maxOutputLength: 2 * height * (width * 8 + 1) });
}

function tooManyPixels(): never {
  throw fail(413, 'IMAGE_PIXELS', { max: Math.round(IMAGE_MAX_PIXELS / 1_000_000) });
}

function reencoded(type: ScreenshotType, bytes: Buffer, codes: ImageCodes): Buffer {
  if (type === 'image/png') {
    const size = pngSize(bytes);
    if (!size || size.width === 0 || size.height === 0) throw fail(400, codes.type);
    if (size.width * size.height > IMAGE_MAX_PIXELS) tooManyPixels();
    checkInterlacedData(bytes, size.width, size.height);
    const image = PNG.sync.read(bytes);
    return PNG.sync.write(image, { colorType: 6 });
  }
  let image: jpeg.RawImageData<Buffer>;
  try {
    image = jpeg.decode(bytes, {
      formatAsRGBA: true,
      maxResolutionInMP: IMAGE_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: (IMAGE_MAX_PIXELS * 4 * 2) / MEBIBYTE,
    });
  } catch (error) {
    if (error instanceof Error && /maxResolutionInMP|maxMemoryUsageInMB/.test(error.message)) tooManyPixels();
    throw error;
  }
  // only the pixels: the decoder's comments (free text) are not written again
  return jpeg.encode({ width: image.width, height: image.height, data: image.data }, 90).data;
}

/**
 * The upload checked by its content (a PNG or JPEG of at most 5 MB, of the type it claims, that
 * decodes, within the pixel bound) and re-encoded: what is returned is safe to store and serve.
 */
export function cleanImage(upload: ImageUpload, codes: ImageCodes): ImageUpload {
  const max = SCREENSHOT_MAX_BYTES / MEBIBYTE;
  // the size is known from the base64 length before anything is decoded
  if (Math.floor((upload.data.length * 3) / 4) > SCREENSHOT_MAX_BYTES + 2)
    throw fail(413, codes.size, { max });
  if (!BASE64.test(upload.data)) throw fail(400, codes.type);
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > SCREENSHOT_MAX_BYTES) throw fail(413, codes.size, { max });
  const type = screenshotTypeOf(bytes);
  // the declared type must be what the bytes are: a PNG sent as a JPEG is refused too
  if (!type || type !== upload.type) throw fail(400, codes.type);
  let clean: Buffer;
  try {
    clean = reencoded(type, bytes, codes);
  } catch (error) {
    // a broken image is not an image: its type's error, whatever the decoder said
    if (error instanceof HttpError) throw error;
    throw fail(400, codes.type);
  }
  return { type, data: clean.toString('base64') };
}

/** Bytes of an image stored as base64 text, in SQL. */
const storedBytes = (column: typeof feedbackTickets.screenshot | typeof withdrawalOrders.proof) =>
  sql<string>`coalesce(sum(length(${column}) * 3 / 4), 0)`;

/**
 * Refuses the images when the member's stored images and they would pass STORED_IMAGES_MAX_BYTES
 * (feedback screenshots, withdrawal proofs and promotion applications' images together). Called in
 * the transaction that stores them, under the member's upload lock, so parallel uploads are counted
 * one after another.
 */
export async function reserveImageStorage(tx: Tx, memberId: number, ...images: ImageUpload[]): Promise<void> {
  await lockKeys(tx, [`upload:stored:${memberId}`]);
  const [screenshots] = await tx
    .select({ bytes: storedBytes(feedbackTickets.screenshot) })
    .from(feedbackTickets)
    .where(eq(feedbackTickets.memberId, memberId));
  const [proofs] = await tx
    .select({ bytes: storedBytes(withdrawalOrders.proof) })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.memberId, memberId));
  const [applications] = rowsOf<{ bytes: string | number }>(
    await tx.execute(sql`select coalesce(sum(length(image->>'data') * 3 / 4), 0) as bytes
      from promotion_entries, jsonb_array_elements(images) as image where member_id = ${memberId}`),
  );
  const stored =
    Number(screenshots?.bytes ?? 0) + Number(proofs?.bytes ?? 0) + Number(applications?.bytes ?? 0);
  const adding = images.reduce((sum, image) => sum + Math.floor((image.data.length * 3) / 4), 0);
  if (stored + adding > STORED_IMAGES_MAX_BYTES)
    throw fail(413, 'UPLOAD_STORAGE', { max: STORED_IMAGES_MAX_BYTES / MEBIBYTE });
}
