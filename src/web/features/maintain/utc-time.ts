/** A moment as the console shows it, the same for every maintainer wherever they are: '2026-11-27 17:41 UTC'. */
export const utcTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
