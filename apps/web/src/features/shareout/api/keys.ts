/** Share-outs are listed ten to a page (docs/decisions/wire.md, "Pages of a list"). */
export const SHARE_OUTS_PER_PAGE = 10;
