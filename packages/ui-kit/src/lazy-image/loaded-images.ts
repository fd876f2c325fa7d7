/** As many image addresses as the spec's image cache holds. */
export const LOADED_IMAGES_KEPT = 200;

/**
 * The addresses of the images loaded lately, newest last, at most LOADED_IMAGES_KEPT: an image
 * shown again (a list rendered anew, a page come back to) asks for its address at once instead of
 * waiting to near the viewport again, while the browser still has it decoded or cached. Older
 * ones are forgotten and wait like any other.
 */
const loaded = new Set<string>();

export function rememberLoaded(src: string): void {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LOADED_IMAGES_KEPT) {
    const oldest = loaded.values().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

export function wasLoaded(src: string): boolean {
  return loaded.has(src);
}

/** For tests: forgets every address. */
export function forgetLoadedImages(): void {
  loaded.clear();
}
