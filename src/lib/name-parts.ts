/**
 * A file name or path cut after each _ . / \ or - : the points where it may wrap in a narrow
 * column, so that `public_facilities_sample.csv` wraps as `public_` `facilities_` `sample.csv`
 * and never inside a word. The parts joined give the name back.
 */
export function nameParts(name: string): string[] {
  return name.split(/(?<=[_./\\-])(?=.)/u);
}
