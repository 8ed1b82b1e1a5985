/** The RuoYi date range a list screen sends beside its filters (`params[beginTime]` / `params[endTime]`, read by every list route). */
export interface DateRangeParams {
  params?: { beginTime?: string; endTime?: string };
}

/** A search form's date range → the RuoYi `params[beginTime]` / `params[endTime]` query fields. */
export function withDateRange<Q extends { dateRange?: string[] }>(
  q: Q,
): Omit<Q, 'dateRange'> & { params?: { beginTime?: string; endTime?: string } } {
  const { dateRange, ...rest } = q;
  if (dateRange?.length !== 2) return rest;
  return { ...rest, params: { beginTime: dateRange[0], endTime: dateRange[1] } };
}
