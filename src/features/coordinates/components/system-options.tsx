import type { CoordType } from '../../../../shared/contract/common';
import { useCrsWords } from '../../../lib/coords/crs-words';

/** `<option>`s of coordinate systems: the readable name and the service's code. */
export function SystemOptions({ systems }: { systems: readonly CoordType[] }) {
  const crs = useCrsWords();
  return (
    <>
      {systems.map((s) => (
        <option key={s} value={s}>
          {crs.name(s)} · {s}
        </option>
      ))}
    </>
  );
}
