// The states of an OTC order as the wire numbers them.

export const OTC_STATUS = { unpaid: 1, paid: 2, completed: 3, cancelled: 4, appeal: 5 } as const;
