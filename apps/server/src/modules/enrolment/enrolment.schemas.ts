import { createUserAccountBodyWith } from '@links/domain';
import { uncommonPasswordSchema } from '../auth/index.js';

/**
 * POST /create-user-account as the server reads it: the contract's body, its password also not a
 * common one (docs/decisions/contract.md, "Rules only the server can read"); `today` is the
 * server's clock's.
 */
export const createUserAccountBodyFor = createUserAccountBodyWith(uncommonPasswordSchema);
export type { CreateUserAccountInput } from '@links/domain';
