import { type ApiClient, createApiClient } from '@marquee/api-client';
import type { BrandConfig } from '../brand/brand-config';
import { clearSessionToken, readSessionToken } from '../session/session-token';

export interface WebApiClientOptions {
  brand: BrandConfig;
  getLanguage: () => string;
  fetch?: typeof fetch;
}

/** The platform transport as the shell configures it: brand key and origin, session token, language. */
export function createWebApiClient({ brand, getLanguage, fetch }: WebApiClientOptions): ApiClient {
  return createApiClient({
    baseUrl: brand.apiBaseUrl,
    payloadKey: brand.payloadKey,
    getToken: readSessionToken,
    getLanguage,
    // A token the platform no longer accepts is worthless; dropping it puts the shell back in
    // visitor mode (clock, login buttons) instead of failing every member call.
    onUnauthorized: clearSessionToken,
    ...(fetch ? { fetch } : {}),
  });
}
