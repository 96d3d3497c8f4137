import { useTranslation } from 'react-i18next';
import { DataText } from '../../../components/ui/data-text';
import type { SkipReason } from '../model/route-match';

/** Why a request was not taken as a call. */
export function SkipReasonText({ reason }: { reason: SkipReason | { kind: 'unreadable'; detail: string } }) {
  const { t } = useTranslation('collections');
  const text = t(`collections.transfer.skip.${reason.kind}`);
  if (reason.kind === 'unknownPath' || reason.kind === 'method') {
    return (
      <>
        {text}: <DataText>{reason.kind === 'method' ? `${reason.method} ${reason.path}` : reason.path}</DataText>
      </>
    );
  }
  return <>{text}</>;
}
