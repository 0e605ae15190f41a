import { createTransactionSchemaFor, todayInGroupZone } from '@links/domain';

/** The server's rules for a new transaction, "today" being the browser's date in Nairobi. */
export const createTransactionSchema = createTransactionSchemaFor(() => todayInGroupZone());
