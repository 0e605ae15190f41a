/** Share-outs are listed ten to a page (decisions §1). */
export const SHARE_OUTS_PER_PAGE = 10;
