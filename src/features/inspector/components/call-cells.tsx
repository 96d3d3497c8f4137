import type { RequestEvent } from '../../../api/request-events';
import { DataText } from '../../../components/ui/data-text';
import { TimeText } from '../../../components/ui/time-text';
import { callPath, formatBytes } from '../model/call-format';
import { CallStatusPill } from './call-status-pill';

/**
 * A call's cells as the drawer and the inspector list it: method, path (a button that opens the
 * call), status, time and size; with `when`, also when it was sent (how long ago, the exact time
 * on hover and focus).
 */
export function CallCells({ event, onOpen, when = false }: { event: RequestEvent; onOpen: () => void; when?: boolean }) {
  const path = callPath(event.url);
  return (
    <>
      <td className="mono">{event.method}</td>
      <td className="path-cell">
        <button type="button" className="link-button mono" onClick={onOpen} title={path}>
          <DataText>{path}</DataText>
        </button>
      </td>
      <td>
        <CallStatusPill event={event} />
      </td>
      <td>{event.durationMs !== undefined ? `${event.durationMs} ms` : ''}</td>
      <td>{formatBytes(event.size)}</td>
      {when && (
        <td data-testid="call-sent">
          <TimeText at={event.startedAt} relative />
        </td>
      )}
    </>
  );
}
