/**
 * The demo brand's merchant wallet is not single: the vendors of these categories run their own
 * wallets (the fishing studios, as many real fishing vendors do), so their games play from a
 * balance the member transfers in from the main wallet. Every other game plays from main.
 */
export const TRANSFER_WALLET_CATEGORIES: readonly string[] = ['FISH'];

export function playsFromVendorWallet(category: string): boolean {
  return TRANSFER_WALLET_CATEGORIES.includes(category);
}
