import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetectedFace, FaceDetector } from '../browser/face-detector';
import { canvasToJpeg } from '../browser/prepare-image';
import { cameraAvailable, cameraProblem, type CameraProblem } from '../model/camera-error';
import { liveVerdict } from '../model/image-gate';
import type { DetectorState } from '../use-face-detector';
import { CameraGuidance } from './camera-guidance';

type Phase = { kind: 'off' } | { kind: 'starting' } | { kind: 'live' } | { kind: 'problem'; problem: CameraProblem; detail?: string };

/** Pause between two detections of the live overlay: keeps a slow machine responsive. */
const DETECT_PAUSE_MS = 60;

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * The webcam, started only when the user asks (so the page never prompts on its own), with a
 * live overlay from the in-browser detector: the box and 5 landmarks of each face and a verdict
 * (no face / one face / too small / more than one). Capture takes the current frame at the
 * camera's full resolution as a JPEG and hands it on, to the same gate files go through.
 */
export function CameraPanel({ detector, captureLabel, onCapture }: { detector: DetectorState; captureLabel: string; onCapture: (file: File) => void }) {
  const { t } = useTranslation('faces');
  const [phase, setPhase] = useState<Phase>({ kind: 'off' });
  const [faces, setFaces] = useState<DetectedFace[] | undefined>();
  const [size, setSize] = useState({ width: 0, height: 0 });
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setFaces(undefined);
    setPhase({ kind: 'off' });
  }, []);

  const start = async () => {
    const unavailable = cameraAvailable({ isSecureContext: window.isSecureContext, hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function' });
    if (unavailable) {
      setPhase({ kind: 'problem', problem: unavailable });
      return;
    }
    setPhase({ kind: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
      stream.current = media;
      const el = video.current;
      if (!el) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      el.srcObject = media;
      await el.play();
      setSize({ width: el.videoWidth, height: el.videoHeight });
      setPhase({ kind: 'live' });
    } catch (error) {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setPhase({ kind: 'problem', problem: cameraProblem(error), detail: error instanceof Error ? error.message : String(error) });
    }
  };

  // Leaving the page turns the camera off.
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  // The live overlay: detect, draw, pause, again, for as long as the camera is live.
  const ready: FaceDetector | undefined = detector.status === 'ready' ? detector.detector : undefined;
  useEffect(() => {
    if (phase.kind !== 'live' || !ready) return;
    let running = true;
    const loop = async () => {
      while (running) {
        const el = video.current;
        if (el && el.readyState >= 2 && el.videoWidth > 0) {
          try {
            const found = await ready.detect(el, { landmarks: true });
            if (!running) return;
            setSize((s) => (s.width === el.videoWidth && s.height === el.videoHeight ? s : { width: el.videoWidth, height: el.videoHeight }));
            setFaces(found);
          } catch {
            // A frame that could not be read (the camera just stopped): try the next one.
          }
        }
        await new Promise((resolve) => setTimeout(resolve, DETECT_PAUSE_MS));
      }
    };
    void loop();
    return () => {
      running = false;
    };
  }, [phase.kind, ready]);

  const capture = async () => {
    const el = video.current;
    if (!el || el.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = el.videoWidth;
    canvas.height = el.videoHeight;
    canvas.getContext('2d')?.drawImage(el, 0, 0);
    const blob = await canvasToJpeg(canvas);
    onCapture(new File([blob], `camera-${stamp(new Date())}.jpg`, { type: 'image/jpeg' }));
  };

  const verdict = faces ? liveVerdict(faces) : undefined;
  const live = phase.kind === 'live';
  const stroke = Math.max(2, Math.round(Math.max(size.width, size.height) / 200));

  return (
    <section className="camera-panel" aria-label={t('faces.camera.title')}>
      <div className={`camera-frame ${live ? 'live' : ''}`}>
        <video ref={video} muted playsInline aria-label={t('faces.camera.video')} />
        {live && size.width > 0 && faces && (
          <svg className="face-overlay" viewBox={`0 0 ${size.width} ${size.height}`} preserveAspectRatio="xMidYMid meet" aria-hidden="true" data-testid="live-overlay" data-faces={faces.length}>
            {faces.map((f, i) => (
              <g key={i} className={`mark mark-${verdict === 'one' ? 'good' : 'bad'}`}>
                <rect x={f.x} y={f.y} width={f.width} height={f.height} fill="none" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
                {(f.points ?? []).map((p, j) => (
                  <circle key={j} cx={p.x} cy={p.y} r={stroke * 1.6} className="landmark" />
                ))}
              </g>
            ))}
          </svg>
        )}
        {!live && <div className="camera-off">{phase.kind === 'starting' ? t('faces.camera.starting') : t('faces.camera.off')}</div>}
      </div>
      <div className="camera-status" role="status" aria-live="polite" data-testid="live-status" data-verdict={verdict ?? ''}>
        {live && detector.status === 'loading' && t('faces.detector.loading')}
        {live && detector.status === 'failed' && t('faces.detector.failedShort')}
        {live && verdict && t(`faces.camera.verdict.${verdict}`, { count: faces?.length ?? 0 })}
      </div>
      <div className="form-row camera-actions">
        {live ? (
          <button type="button" className="button" onClick={stop}>
            {t('faces.camera.stop')}
          </button>
        ) : (
          <button type="button" className="button" disabled={phase.kind === 'starting'} onClick={() => void start()}>
            {t('faces.camera.start')}
          </button>
        )}
        <button type="button" className="button primary" disabled={!live} onClick={() => void capture()}>
          {captureLabel}
        </button>
      </div>
      {phase.kind === 'problem' && <CameraGuidance problem={phase.problem} {...(phase.detail ? { detail: phase.detail } : {})} />}
    </section>
  );
}
