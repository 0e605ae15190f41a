/** A table or column name as the catalog gives it; anything else is never put into SQL. */
export const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
