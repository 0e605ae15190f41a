import { z } from 'zod';
import { periodListQuery } from '../lists.js';
import { PAYMENT_SOURCES, PAYMENT_STATUS_FILTERS, type PaymentStatusFilter } from './contract.js';

export const PAYMENT_SORTS = ['paid_at', 'amount'] as const;

/**
 * GET /payments: `q` finds a receipt, a payer's name, phone or account reference, or the member
 * (by name or member number); `status` and `source` keep one kind; `from`..`to` bound the day it
 * was paid (in the group's zone); `sort` orders by when it was paid or by amount.
 */
export const paymentListQuery = periodListQuery(PAYMENT_SORTS, '-paid_at', {
  status: z
    .enum(Object.keys(PAYMENT_STATUS_FILTERS) as [PaymentStatusFilter, ...PaymentStatusFilter[]], {
      error: 'status must be unmatched, pending, approved or ignored',
    })
    .optional(),
  source: z
    .enum(PAYMENT_SOURCES, { error: 'source must be c2b, mpesa_statement or bank_statement' })
    .optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;
