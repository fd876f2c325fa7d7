import type { CustomerServiceResponse, CustomerServiceType } from '@marquee/api-client';

export class CustomerServiceUnavailableError extends Error {
  override name = 'CustomerServiceUnavailableError';
}

/**
 * The address the customer-service window loads. Type '1' is a URL, '2' a page the platform
 * serves (resolved against `origin`), '3' an enciphered URL whose last 8 characters are the key.
 * Only http(s) survives: a decrypted or configured `javascript:` URL must never reach the window.
 */
export async function resolveCustomerServiceUrl(
  response: CustomerServiceResponse,
  origin: string,
  preferred: CustomerServiceType = 'LIVECHAT',
): Promise<string> {
  const entries = response.version.pathList;
  const entry = entries.find((candidate) => candidate.csType === preferred) ?? entries[0];
  if (!entry) throw new CustomerServiceUnavailableError('no customer-service entry');
  const raw = entry.type === '3' ? await decipher(entry.path) : entry.path;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    throw new CustomerServiceUnavailableError('customer-service address is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CustomerServiceUnavailableError('customer-service address is not http(s)');
  }
  return url.href;
}

/** The cipher (crypto-js) loads only when an enciphered entry is opened, never with the page. */
async function decipher(path: string): Promise<string> {
  const { decryptCustomerServicePath } = await import('@marquee/api-client/cipher');
  try {
    return decryptCustomerServicePath(path);
  } catch {
    throw new CustomerServiceUnavailableError('customer-service address could not be deciphered');
  }
}
