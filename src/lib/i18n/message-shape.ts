/** A message object's shape with every text widened to `string`: what each other language must provide. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
