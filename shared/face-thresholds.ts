/**
 * recognize's default `threshold` (the distance at or below which a face is the same person)
 * when the request sends none. Distances are on each engine's own scale:
 * - the vendor documents 0.32 for its engine;
 * - the emulator's face-api descriptors are euclidean distances on another scale, so it keeps the
 *   service's meaning at 0.5 (server/domain/face-match.ts gives the measurements).
 * The emulator answers with the one, the console reads answers against the other or the one.
 */
export const VENDOR_RECOGNIZE_THRESHOLD = 0.32;
export const EMULATOR_RECOGNIZE_THRESHOLD = 0.5;
