import { useTranslation } from 'react-i18next';
import { TimeText } from '../../components/ui/time-text';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { timeZoneOf } from '../../lib/time-format';
import { TIME_ZONE_CHOICES } from '../../lib/time-zone-choice';
import { useNow } from '../../lib/use-now';

/**
 * The zone every time in the console is shown in: Korea's (the service's, by default), this
 * browser's, or UTC. A preference in localStorage, applied as soon as it is chosen; the time now
 * is shown as it will be written.
 */
export function TimeZoneSetting() {
  const { t } = useTranslation('settings');
  const chosen = usePreferences().timeZone;
  const now = useNow(1_000);
  return (
    <fieldset className="time-zone-setting" data-testid="time-zone-setting">
      <legend>{t('settings.timeZone.label')}</legend>
      {TIME_ZONE_CHOICES.map((choice) => (
        <label key={choice} className="radio">
          <input type="radio" name="time-zone" value={choice} checked={chosen === choice} onChange={() => updatePreferences({ timeZone: choice })} />
          <span>
            {t(`settings.timeZone.choices.${choice}`)}
            {choice === 'browser' && (
              <>
                {' '}
                (<code>{timeZoneOf(choice)}</code>)
              </>
            )}
          </span>
        </label>
      ))}
      <p className="note" data-testid="time-zone-now">
        {t('settings.timeZone.now')} <TimeText at={now} />
      </p>
    </fieldset>
  );
}
