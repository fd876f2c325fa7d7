/** Every image is drawn by this server (routes/media.ts): no external image hosts. */
export const mediaUrl = {
  /** a banner's artwork, the same in every language (the app draws its words over it) */
  banner: (id: number) => `/media/banners/${id}.svg`,
  vendor: (vassalage: string) => `/media/vendors/${encodeURIComponent(vassalage)}.svg`,
  resourceIcon: (type: string) => `/media/resources/${type.toLowerCase()}/icon.svg`,
  resourceQr: (type: string) => `/media/resources/${type.toLowerCase()}/qr.svg`,
};
