/**
 * Opens the payment window inside the click, before the order exists: a window opened later,
 * after the network round trip, is what popup blockers stop. Null when it was blocked anyway;
 * the page then offers a plain link to the payment page.
 */
export function openPaymentWindow(): Window | null {
  try {
    return window.open('', 'mq-payment', 'popup,width=480,height=720');
  } catch {
    return null;
  }
}

/** Sends the waiting window to the payment page; false when it is gone (blocked or closed). */
export function showPaymentPage(popup: Window | null, url: string): boolean {
  if (!popup || popup.closed) return false;
  popup.location.href = new URL(url, window.location.href).href;
  return true;
}
