/**
 * PDF documents of the buying flow from data the caller has already translated and formatted: the budget
 * (with its QR code), the ticket and the voucher cancellation.
 */
export { budgetPdf } from './budget.ts';
export { cancellationVoucherPdf } from './cancellation-voucher.ts';
export { qrSvgDataUrl } from './qr.ts';
export { ticketPdf } from './ticket.ts';
export type * from './types.ts';
