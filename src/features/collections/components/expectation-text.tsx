import { useTranslation } from 'react-i18next';
import { CodeText } from '../../../components/ui/code-text';
import { DataText } from '../../../components/ui/data-text';
import type { Expectation } from '../model/collection';
import type { Failure } from '../model/expectations';

/** An expectation in words: field paths as code, values as data. */
export function ExpectationText({ expectation: e }: { expectation: Expectation }) {
  const { t } = useTranslation('collections');
  switch (e.kind) {
    case 'status':
      return <>{t('collections.expect.show.status', { status: e.status })}</>;
    case 'exists':
      return <CodeText text={t('collections.expect.show.exists', { path: e.path })} />;
    case 'equals':
      return (
        <>
          <CodeText text={t('collections.expect.show.equals', { path: e.path })} /> <DataText>{`'${String(e.value)}'`}</DataText>
        </>
      );
    case 'near':
      return <CodeText text={t('collections.expect.show.near', { path: e.path, lat: e.lat, lon: e.lon, metres: e.metres })} />;
  }
}

/** Why an expectation failed: "`addressInfo.fullAddress`: expected 'X', got 'Y'", "412 m from the point, more than 50 m". */
export function FailureText({ failure: f }: { failure: Failure }) {
  const { t } = useTranslation('collections');
  switch (f.kind) {
    case 'status':
      return <>{f.got === undefined ? t('collections.failure.noStatus', { expected: f.expected }) : t('collections.failure.status', { expected: f.expected, got: f.got })}</>;
    case 'missing':
      return <CodeText text={t('collections.failure.missing', { path: f.path })} />;
    case 'notEqual':
      return (
        <>
          <CodeText text={t('collections.failure.notEqual', { path: f.path })} /> <DataText>{`'${f.expected}'`}</DataText>, {t('collections.failure.got')}{' '}
          <DataText>{`'${f.got}'`}</DataText>
        </>
      );
    case 'notCoordinate':
      return (
        <CodeText
          text={f.lonPath === undefined ? t('collections.failure.noLongitude', { path: f.path }) : t('collections.failure.notCoordinate', { path: f.path, lonPath: f.lonPath })}
        />
      );
    case 'far':
      return <>{t('collections.failure.far', { metres: f.metres, limit: f.limit })}</>;
  }
}
