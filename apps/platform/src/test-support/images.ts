import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < data.length; index += 4) data.set([40, 120, 200, 255], index);
  return data;
}

/** A real PNG of `width`×`height` pixels (what an upload must decode as). */
export function pngImage(width = 2, height = 2): Buffer {
  const image = new PNG({ width, height });
  image.data = pixels(width, height);
  return PNG.sync.write(image);
}

/** A real JPEG of `width`×`height` pixels. */
export function jpegImage(width = 2, height = 2): Buffer {
  return jpeg.encode({ width, height, data: pixels(width, height) }, 90).data;
}

/**
 * A PNG that claims `width`×`height` pixels in its header and carries almost nothing: a
 * decompression bomb is refused from its header before it is inflated.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const bytes = pngImage();
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A PNG carrying `text` in a tEXt chunk before its pixels: a valid image and an HTML page at once. */
export function pngCarrying(text: string): Buffer {
  const image = pngImage(3, 2);
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from('Comment\0'), Buffer.from(text)]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  // after the signature (8 bytes) and the IHDR chunk (25 bytes)
  return Buffer.concat([image.subarray(0, 33), chunk, image.subarray(33)]);
}

/** A JPEG carrying `text` in a comment segment. */
export function jpegCarrying(text: string): Buffer {
  return jpeg.encode({ width: 3, height: 2, data: pixels(3, 2), comments: [text] }, 90).data;
}

/** A 1×1 interlaced PNG whose image data inflates to 64 MB (a few dozen kilobytes sent). */
export function interlacedPngBomb(): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), body]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(body.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 1], 8);
  return Buffer.concat([
    pngImage().subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
