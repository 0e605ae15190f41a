/** Every share-out query starts with this key, so a commit can refresh them all. */
export const shareOutsKey = ['share-outs'] as const;

/** Share-outs are listed ten to a page (docs/decisions/wire.md, "Pages of a list"). */
export const SHARE_OUTS_PER_PAGE = 10;
