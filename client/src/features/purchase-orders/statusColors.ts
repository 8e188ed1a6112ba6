/** The badge colours of a purchase order's status and payment state (the order list and the purchasing reports). */
export const PURCHASE_STATUS_COLORS: Record<string, string> = {
  pendingAudit: 'orange',
  approved: 'blue',
  failed: 'red',
  partiallyReceived: 'purple',
  received: 'green',
  cancelled: 'gray',
};

export const PAYMENT_STATUS_COLORS: Record<string, string> = { unpaid: 'gray', partiallyPaid: 'orange', paid: 'green' };
