/** 1 January of the year of a date: the start of the default period. */
export const startOfYear = (isoDate: string) => `${isoDate.slice(0, 4)}-01-01`;
