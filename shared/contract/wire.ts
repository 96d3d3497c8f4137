/* The wire vocabulary both the console and the emulator speak: areas, methods, formats (operation ids come from the registry, ./routes). */

/** The three areas of the platform; each places the key differently (the client places it; the emulator checks it). */
export type Area = 'zones' | 'tmap' | 'faces';

/** Response formats offered by the address, road and geofencing operations. */
export type ResponseFormat = 'json' | 'xml' | 'javascript';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export type QueryValue = string | number | boolean | undefined | null;
