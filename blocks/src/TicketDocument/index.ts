import type { Stylesheets } from '../types.ts';

export { TicketDocument } from './TicketDocument.tsx';
export const styles: Stylesheets = ['TicketDocument/TicketDocument'];
