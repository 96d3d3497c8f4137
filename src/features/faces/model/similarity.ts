import type { ProfileId } from '../../../session/profiles';
import { EMULATOR_RECOGNIZE_THRESHOLD, VENDOR_RECOGNIZE_THRESHOLD } from '../../../../shared/face-thresholds';

/**
 * A similarity percentage for a recognition distance, for reading, beside the raw distance the
 * service sends. The service's only rule is "the same person at or below the threshold", and
 * distances are on each engine's own scale (the vendor documents 0.32 for its engine; the
 * emulator's face-api descriptors put two photos of one person at 0.1–0.5 and different people
 * at 0.6 and more, so its default is 0.5). The percentage is therefore read against the
 * threshold that judged the answer, so that 50 % is always the line between match and no match:
 *
 *   similarity = max(0, 1 − distance ÷ (2 × threshold)) × 100
 *
 * 100 % at distance 0, 50 % at the threshold, 0 % from twice the threshold on. A distance that is
 * not a finite number ≥ 0, or a threshold that is not a finite number > 0, gives no percentage.
 */
export function similarityPercent(distance: number | undefined, threshold: number): number | undefined {
  if (distance === undefined || !Number.isFinite(distance) || distance < 0) return undefined;
  if (!Number.isFinite(threshold) || threshold <= 0) return undefined;
  return Math.max(0, 1 - distance / (2 * threshold)) * 100;
}

/**
 * Every percentage the Faces page shows (a similarity, an expression's score), in one format: one
 * decimal and the sign, with no space — "93.2%", "79.0%", "100.0%".
 */
export function formatPercent(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}

/**
 * The threshold a service applies when the page sends none: the emulator's own default (the
 * same constant its face matcher uses) for the local emulator, the vendor's documented one for
 * every other connection.
 */

export function serviceDefaultThreshold(profileId: ProfileId): { threshold: number; source: 'emulator' | 'vendor' } {
  return profileId === 'local' ? { threshold: EMULATOR_RECOGNIZE_THRESHOLD, source: 'emulator' } : { threshold: VENDOR_RECOGNIZE_THRESHOLD, source: 'vendor' };
}
