const all = ['system'] as const;

/** TanStack Query keys for the system resource; every key starts with `all` so it can be invalidated at once. */
export const systemKeys = {
  all,
  whitelabel: (host: string) => [...all, 'whitelabel', host] as const,
  status: () => [...all, 'status'] as const,
  registerSettings: () => [...all, 'register-settings'] as const,
  domainRoute: (host: string) => [...all, 'domain-route', host] as const,
  helpCenter: (language: string) => [...all, 'help-center', language] as const,
  customerService: () => [...all, 'customer-service'] as const,
  appDownload: () => [...all, 'app-download'] as const,
  countries: () => [...all, 'countries'] as const,
} as const;
