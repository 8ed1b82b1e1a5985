/** The list's sort options of SPEC §9 as `sorts` values (none = the default order: top first, then manual). */
export const SORT_OPTIONS = [
  'createTime#asc',
  'createTime#desc',
  'publishDate#asc',
  'publishDate#desc',
  'viewCount#desc',
  'favoriteCount#desc',
  'likeCount#desc',
  'commentCount#desc',
] as const;
