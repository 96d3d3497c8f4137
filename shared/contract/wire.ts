/* The wire vocabulary both the console and the emulator speak: areas, methods, formats, operation ids. */

/** The three areas of the platform; each places the key differently (the client places it; the emulator checks it). */
export type Area = 'zones' | 'tmap' | 'faces';

/** Response formats offered by the address, road and geofencing operations. */
export type ResponseFormat = 'json' | 'xml' | 'javascript';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export type QueryValue = string | number | boolean | undefined | null;

export type OperationId =
  // zones (/tms)
  | 'zoneList'
  | 'zoneInsert'
  | 'zoneListInsert'
  | 'zoneUpdate'
  | 'zoneDelete'
  // address and coordinate services (/tmap/geo)
  | 'reverseGeocoding'
  | 'geocoding'
  | 'fullAddrGeo'
  | 'coordConvert'
  | 'convertAddress'
  | 'postcode'
  | 'reverseLabel'
  // road (/tmap/road)
  | 'nearToRoad'
  // geofencing (/tmap/geofencing)
  | 'regionSearch'
  | 'regionLookup'
  // faces (/nugufacecan/v1)
  | 'faceList'
  | 'faceCreate'
  | 'faceDelete'
  // face service operations beyond the interface's three (api-facts §12)
  | 'groupList'
  | 'groupCreate'
  | 'groupDelete'
  | 'subjectList'
  | 'subjectCreate'
  | 'subjectDelete'
  | 'faceDetect'
  | 'faceRecognize';
