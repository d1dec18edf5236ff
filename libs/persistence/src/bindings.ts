/** Binds one value to the statement and answers its placeholder (`$3`). */
export type Bind = (value: unknown) => string;

/** A statement's values in order, `$1` first: `bind` adds one and answers its placeholder. */
export class Bindings {
  params: unknown[] = [];

  readonly bind: Bind = (value) => {
    this.params.push(value);
    return `$${this.params.length}`;
  };

  /** The values bound so far; binding starts again from `$1`. */
  take(): unknown[] {
    const params = this.params;
    this.params = [];
    return params;
  }
}
