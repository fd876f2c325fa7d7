/** Wire format of an encrypted body: `{ data: <cipher text> }` with this header set. */
export const ENCRYPTED_HEADER = 'x-payload-encrypted';
/** The functional module of the call, read by the platform for routing and audit. */
export const MODULE_HEADER = 'x-module-id';
