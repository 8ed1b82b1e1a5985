/** The weights of the content index (search/index-writer.ts): A title (and its pinyin), B keywords and tags, C summary, author and catalog, D body. */
export const INDEX_WEIGHTS = ['A', 'B', 'C', 'D'] as const;
