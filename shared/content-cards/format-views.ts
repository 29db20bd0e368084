/** View counts of 1000 or more as one decimal plus K, e.g. 1500 → "1.5K" (spec §9). */
export function formatViews(views: number): string {
  return views >= 1000 ? `${(views / 1000).toFixed(1)}K` : String(views);
}
