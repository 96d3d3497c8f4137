import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/routing';
import { compareHref, sideOf } from '../../../session/compare-link';
import { useSession } from '../../../session/session-store';

/**
 * "Compare with…": the answer's request opened in Compare, this tab's profile on the left. In the
 * answers' chunk (the first page's own is at its budget).
 */
export function CompareWith({ operation, params }: { operation: 'reverseGeocoding' | 'nearToRoad' | 'reverseLabel'; params: Record<string, string | number> }) {
  const { t } = useTranslation('exploreAnswers');
  const session = useSession();
  const go = useGo();
  const href = compareHref(operation, params, sideOf(session));
  return (
    <p className="compare-with">
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault();
          go(href);
        }}
      >
        {t(`compareWith.${operation}`)}
      </a>
    </p>
  );
}
