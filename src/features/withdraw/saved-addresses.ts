/** Saved addresses are few: one request of the largest page the contract allows. */
export const SAVED_ADDRESSES_PARAMS = { page: 1, limit: 100 } as const;
