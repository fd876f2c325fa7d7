import { SCREENSHOT_TYPES } from '@marquee/api-client';
import type { ComponentProps } from 'react';

/**
 * A file input offering only the image types the platform takes (its picker filters by them; the
 * chosen file is still checked by its bytes in readImageUpload, and again by the platform).
 */
export function ImageFileInput(props: Omit<ComponentProps<'input'>, 'type' | 'accept'>) {
  return <input {...props} type="file" accept={SCREENSHOT_TYPES.join(',')} />;
}
