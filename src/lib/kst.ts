/** Korean time's offset from UTC: UTC+9 all year (no daylight saving since 1988), the service's clock. */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
