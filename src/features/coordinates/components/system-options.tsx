import type { CoordType } from '../../../../shared/contract/common';
import { COORD_SYSTEMS } from '../../../../shared/crs/definitions';

/** `<option>`s of coordinate systems: the readable name and the service's code. */
export function SystemOptions({ systems }: { systems: readonly CoordType[] }) {
  return (
    <>
      {systems.map((s) => (
        <option key={s} value={s}>
          {COORD_SYSTEMS[s].label} · {s}
        </option>
      ))}
    </>
  );
}
