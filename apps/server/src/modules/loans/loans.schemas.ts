import { z } from 'zod';
import { idParam } from '../../lib/id-schemas.js';

/**
 * POST /addloan and POST /addshorttermloan: the request schemas the web's forms share
 * (docs/decisions/loans.md).
 */
export {
  type LongTermLoanInput,
  longTermLoanBodyFor,
  type ShortTermLoanInput,
  shortTermLoanBodyFor,
} from '@links/domain';

export const loanIdParams = z.object({ loanId: idParam('loanId') });
export const userIdParams = z.object({ userId: idParam('userId') });
