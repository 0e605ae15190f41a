/** What other modules use of the fines besides its service: the FINE items that pay them directly. */
export { type FineReceipt, payFinesWithItem, refuseFinePayment, unpayFineItem } from './fine-items.js';
