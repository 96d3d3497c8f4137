/**
 * The run on the map: a numbered pin per done row, and a hollow marked ring per failed row that
 * has an input point. Colour is never the only signal: done pins are filled and carry the row
 * number; failed ones are hollow with a thick ring and carry "!" after the number; geocoded
 * road-name and lot matches differ in colour and in the label's suffix (R, L) too.
 */
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { BatchJob, BatchRowState } from './job';
import { inputPoint } from './operations';

export interface PinProps {
  role: 'done' | 'failed';
  /** 1-based row number. */
  row: number;
  kind: 'lot' | 'road' | 'point';
  label: string;
  active: boolean;
}

const SUFFIX = { lot: ' L', road: ' R', point: '' } as const;

export function runPins(job: BatchJob, rows: readonly BatchRowState[], active?: number): FeatureCollection<Point, PinProps> {
  const features: Feature<Point, PinProps>[] = [];
  let activeFeature: Feature<Point, PinProps> | undefined;
  rows.forEach((row, i) => {
    let point: [number, number] | undefined;
    let props: PinProps | undefined;
    if (row.status === 'done' && row.result?.point) {
      point = row.result.point;
      props = { role: 'done', row: i + 1, kind: row.result.kind, label: `${i + 1}${SUFFIX[row.result.kind]}`, active: i + 1 === active };
    } else if (row.status === 'failed' && row.attempts > 0) {
      const input = job.inputs[i];
      point = input ? inputPoint(job.config, input) : undefined;
      props = { role: 'failed', row: i + 1, kind: 'point', label: `${i + 1}!`, active: i + 1 === active };
    }
    if (!point || !props) return;
    const f: Feature<Point, PinProps> = { type: 'Feature', properties: props, geometry: { type: 'Point', coordinates: point } };
    if (props.active) activeFeature = f;
    else features.push(f);
  });
  // The active pin last, so it draws on top.
  if (activeFeature) features.push(activeFeature);
  return { type: 'FeatureCollection', features };
}

export function pinsBounds(fc: FeatureCollection<Point>): [[number, number], [number, number]] | undefined {
  if (fc.features.length === 0) return undefined;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of fc.features) {
    const [x = 0, y = 0] = f.geometry.coordinates;
    w = Math.min(w, x);
    s = Math.min(s, y);
    e = Math.max(e, x);
    n = Math.max(n, y);
  }
  return [
    [w, s],
    [e, n],
  ];
}
