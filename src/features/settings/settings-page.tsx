import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { SK_BASE_URL, type ProfileId } from '../../session/profiles';
import { serverModeStore, useServerMode } from '../../session/server-mode-store';
import { isSameOrigin, keyRequired, offeredDemo, offeredProfiles } from '../../session/server-profile';
import { sessionStore, useSession } from '../../session/session-store';
import { BasemapSetting } from './basemap-setting';
import { ConnectionTest } from './connection-test';
import { DailyQuotaSetting } from './daily-quota-setting';
import { EmulatorDataPanel } from './emulator-data-panel';
import { ProxyModeNote } from './proxy-mode-note';
import { TimeZoneSetting } from './time-zone-setting';
import { VerifyPanel } from './verify-panel';
import { settingsSchemaFor, type SettingsValues } from './settings-schema';
import { CodeText } from '../../components/ui/code-text';

/**
 * Connection profiles and credentials; credentials go to sessionStorage only. What this server is
 * (asked only while a profile on this server is chosen) decides what is offered: no local
 * emulator and no demo key on a proxy or a replayer, no demo key on an emulator that refuses it,
 * and no key at all to replay recordings.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const session = useSession();
  const queryClient = useQueryClient();
  const [showKey, setShowKey] = useState(false);
  const [saved, setSaved] = useState(false);

  const valuesFor = (profileId: ProfileId): SettingsValues => {
    const c = session.credentials[profileId];
    return {
      profileId,
      customBaseUrl: session.customBaseUrl,
      appKey: c.appKey,
      appId: c.appId ?? '',
      groupId: c.groupId ?? '',
      subjectId: c.subjectId ?? '',
    };
  };

  // The rules follow this server's mode, which may arrive after the form is made.
  const { register, handleSubmit, reset, control, formState, setValue } = useForm<SettingsValues>({
    resolver: (values, context, options) => zodResolver(settingsSchemaFor(serverModeStore.mode()))(values, context, options),
    defaultValues: valuesFor(session.profileId),
  });
  const profileId = useWatch({ control, name: 'profileId' });
  const { mode } = useServerMode(profileId !== undefined && isSameOrigin(profileId));
  const profiles = offeredProfiles(mode);
  const demo = offeredDemo(mode);
  const askKey = profileId === undefined || keyRequired(profileId, mode);

  // A proxy or a replayer is not the local emulator: its choice moves to the profile through this server.
  useEffect(() => {
    if (profileId !== undefined && !profiles.includes(profileId)) setValue('profileId', 'proxy');
  }, [profileId, profiles, setValue]);

  // Switching the profile shows that profile's own saved credentials.
  useEffect(() => {
    if (profileId !== undefined) reset(valuesFor(profileId), { keepDirty: false });
    // valuesFor reads the session, which only changes on save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileId]);

  const onSubmit = handleSubmit((v) => {
    sessionStore.update((s) => ({
      profileId: v.profileId,
      customBaseUrl: v.customBaseUrl.trim(),
      credentials: {
        ...s.credentials,
        [v.profileId]: { appKey: v.appKey.trim(), appId: v.appId, groupId: v.groupId, subjectId: v.subjectId },
      },
    }));
    // Answers fetched with other credentials or from another service are no longer valid; this
    // server's own description (/_locus/info, same origin, no key) stays.
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'locus' });
    setSaved(true);
  });

  const err = (m: string | undefined) => (m ? t(`settings.errors.${m}` as ParseKeys<'settings'>) : undefined);

  return (
    <div className="page settings-page">
      <h1>{t('settings.title')}</h1>
      <form onSubmit={onSubmit} noValidate onChange={() => setSaved(false)}>
        <fieldset className="profile-choice">
          <legend>{t('settings.profile')}</legend>
          {profiles.map((p) => (
            <label key={p} className="radio">
              <input type="radio" value={p} {...register('profileId')} />
              <span>{t(`settings.profiles.${p}`)}</span>
            </label>
          ))}
        </fieldset>
        {profileId === 'local' && (
          <p className="note" data-testid="demo-note">
            <CodeText
              text={
                demo === null
                  ? t('settings.noDemoNote')
                  : demo.appId === null
                    ? t('settings.demoKeyNote', { key: demo.appKey })
                    : t('settings.demoNote', { key: demo.appKey, appId: demo.appId })
              }
            />
          </p>
        )}
        {profileId === 'sk' && <p className="note">{t('settings.skNote', { url: SK_BASE_URL })}</p>}
        {profileId === 'proxy' && <ProxyModeNote />}
        {profileId === 'custom' && (
          <Field label={t('settings.baseUrl')} error={err(formState.errors.customBaseUrl?.message)}>
            {(p) => <input {...p} {...register('customBaseUrl')} type="url" placeholder="https://gateway.example.com" autoComplete="off" />}
          </Field>
        )}
        {askKey && (
          <Field label={t('settings.appKey')} error={err(formState.errors.appKey?.message)}>
            {(p) => (
              <div className="secret-input">
                <input {...p} {...register('appKey')} type={showKey ? 'text' : 'password'} autoComplete="off" spellCheck={false} />
                <button type="button" className="button" onClick={() => setShowKey(!showKey)} aria-pressed={showKey}>
                  {showKey ? t('settings.hideKey') : t('settings.show')}
                </button>
              </div>
            )}
          </Field>
        )}
        <Field label={t('settings.appId')}>{(p) => <input {...p} {...register('appId')} autoComplete="off" spellCheck={false} />}</Field>
        <Field label={t('settings.groupId')}>{(p) => <input {...p} {...register('groupId')} autoComplete="off" spellCheck={false} />}</Field>
        <Field label={t('settings.subjectId')}>
          {(p) => <input {...p} {...register('subjectId')} autoComplete="off" spellCheck={false} />}
        </Field>
        <p className="note">{t('settings.sessionOnly')}</p>
        <button type="submit" className="button primary">
          {t('settings.save')}
        </button>
        {saved && (
          <p className="success" role="status">
            {t('settings.saved')}
          </p>
        )}
      </form>
      <ConnectionTest />
      <DailyQuotaSetting />
      <TimeZoneSetting />
      <BasemapSetting />
      <EmulatorDataPanel />
      <VerifyPanel />
    </div>
  );
}
