import { parseThreshold } from './recognition';
import { FACE_NAME_PRESETS, isPreset, type FaceNamePreset } from './header-name';

/**
 * The Faces page's state in the URL, so a colleague opening the link sees the same page: the
 * tab, the enrolment options and the recognition settings. Never the credentials: app-id,
 * group-id and subject-id stay in the session.
 */
export type FacesTab = 'enrol' | 'recognize';
export type UploadMode = 'multipart' | 'json';

export interface FacesUrlState {
  tab: FacesTab;
  /** A preset pose name, or 'custom' with the text in customName. */
  pose: FaceNamePreset | 'custom';
  customName: string;
  allowMask: boolean;
  upload: UploadMode;
  /** The user's own threshold; undefined: none sent, the service's default applies. */
  threshold: number | undefined;
  /** Recognise every face in the image (header multi=1) rather than the most prominent. */
  multi: boolean;
}

export const FACES_URL_DEFAULTS: FacesUrlState = {
  tab: 'enrol',
  pose: 'front',
  customName: '',
  allowMask: false,
  upload: 'multipart',
  threshold: undefined,
  multi: false,
};

export function parseFacesUrl(search: URLSearchParams): FacesUrlState {
  const pose = search.get('pose') ?? '';
  return {
    tab: search.get('tab') === 'recognize' ? 'recognize' : 'enrol',
    pose: pose === 'custom' || isPreset(pose) ? pose : FACES_URL_DEFAULTS.pose,
    customName: (search.get('name') ?? '').slice(0, 100),
    allowMask: search.get('mask') === '1',
    upload: search.get('upload') === 'json' ? 'json' : 'multipart',
    threshold: parseThreshold(search.get('threshold')),
    multi: search.get('multi') === '1',
  };
}

/** Writes only what differs from the defaults, keeping other pages' parameters. */
export function writeFacesUrl(v: FacesUrlState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  const put = (key: string, value: string | undefined) => (value === undefined ? out.delete(key) : out.set(key, value));
  put('tab', v.tab === 'enrol' ? undefined : v.tab);
  put('pose', v.pose === FACES_URL_DEFAULTS.pose ? undefined : v.pose);
  put('name', v.pose === 'custom' && v.customName !== '' ? v.customName : undefined);
  put('mask', v.allowMask ? '1' : undefined);
  put('upload', v.upload === 'multipart' ? undefined : v.upload);
  put('threshold', v.threshold === undefined ? undefined : String(v.threshold));
  put('multi', v.multi ? '1' : undefined);
  return out;
}

export const POSES: readonly (FaceNamePreset | 'custom')[] = [...FACE_NAME_PRESETS, 'custom'];
