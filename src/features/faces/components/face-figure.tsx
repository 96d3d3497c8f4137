import type { Point, Rect } from '../model/landmarks';

export interface FigureMark {
  rect: Rect;
  points?: readonly Point[];
  /** Text drawn above the box (e.g. the recognised subject); plain text, never markup. */
  label?: string;
  tone?: 'good' | 'bad' | 'neutral';
}

/**
 * An image with face boxes and landmark points drawn over it, all in one SVG whose coordinates
 * are the image's own pixels, so the service's numbers (pixels of the image that was sent) are
 * drawn as they are, at any display size. `crop` shows only part of the image (a face close up).
 */
export function FaceFigure({
  src,
  width,
  height,
  marks,
  alt,
  crop,
  className = '',
}: {
  src: string;
  width: number;
  height: number;
  marks: readonly FigureMark[];
  alt: string;
  crop?: Rect | undefined;
  className?: string;
}) {
  const view = crop ?? { x: 0, y: 0, width, height };
  // Marks are sized by the part shown, so they read the same in a close-up and a whole photo.
  const unit = Math.max(view.width, view.height) / 100;
  return (
    <figure className={`face-figure ${className}`}>
      <svg viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`} role="img" aria-label={alt} style={{ aspectRatio: `${view.width} / ${view.height}` }}>
        <image href={src} x={0} y={0} width={width} height={height} />
        {marks.map((m, i) => (
          <g key={i} className={`mark mark-${m.tone ?? 'neutral'}`}>
            <rect x={m.rect.x} y={m.rect.y} width={m.rect.width} height={m.rect.height} fill="none" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
            {(m.points ?? []).map((p, j) => (
              <circle key={j} cx={p.x} cy={p.y} r={Math.max(unit * 0.5, Math.min(m.rect.width, m.rect.height) / 22)} className="landmark" />
            ))}
            {m.label && (
              <text x={m.rect.x} y={Math.max(view.y + unit * 6, m.rect.y - unit * 1.5)} fontSize={unit * 5} className="mark-label">
                {m.label}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}
