import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '../../../api/request-events';

/** The response's headers as recorded (cookies and credentials were never recorded). */
export function ResponseHeaders({ event }: { event: RequestEvent }) {
  const { t } = useTranslation('inspector');
  const headers = Object.entries(event.responseHeaders ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="response-headers">
      <h3>{t('inspector.responseHeaders.title')}</h3>
      {headers.length === 0 ? (
        <p className="muted small">{t('inspector.responseHeaders.none')}</p>
      ) : (
        <table className="request-table" data-testid="response-headers">
          <tbody>
            {headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row" className="mono">
                  {name}
                </th>
                <td className="mono">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted small">{t('inspector.responseHeaders.note')}</p>
    </div>
  );
}
