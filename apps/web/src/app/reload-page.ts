/** Its own module so tests can observe a reload, which jsdom cannot perform. */
export function reloadPage(): void {
  window.location.reload();
}
