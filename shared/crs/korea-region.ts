/**
 * The region in which a coordinate is plausible for the service, WGS84 degrees: the peninsula,
 * Jeju, Ulleungdo, Dokdo and the seas between. Each system's plausible range (definitions.ts) is
 * this box in that system.
 */
export const KOREA_REGION = { lat: [32, 44], lon: [123, 133] } as const satisfies { lat: [number, number]; lon: [number, number] };
