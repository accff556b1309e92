// Showing sensitive values on screen without giving them away: addresses shortened where space is
// short, card and account numbers masked to their last 4 characters. These values are never put
// in URLs or logs.

/** `TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE` gives `TQn9Y2…KcbLSE`. */
export function shortenAddress(address: string, head = 6, tail = 6): string {
  const value = address.trim();
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}

/** A card or account number with only its last 4 characters: `**** 6789`. */
export function maskAccount(account: string | null | undefined): string {
  const value = (account ?? '').replace(/\s+/g, '');
  return value.length > 4 ? `**** ${value.slice(-4)}` : value;
}
