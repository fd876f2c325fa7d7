/** Every image is drawn by this server (routes/media.ts): no external image hosts. */
export const mediaUrl = {
  /** with a language, the banner drawn with its words in that language (banner_texts) */
  banner: (id: number, language?: string) =>
    language ? `/media/banners/${id}.${language.toLowerCase()}.svg` : `/media/banners/${id}.svg`,
  vendor: (vassalage: string) => `/media/vendors/${encodeURIComponent(vassalage)}.svg`,
  resourceIcon: (type: string) => `/media/resources/${type.toLowerCase()}/icon.svg`,
  resourceQr: (type: string) => `/media/resources/${type.toLowerCase()}/qr.svg`,
};
