/**
 * Admission per upstream (issue 25, overload), sized by time: the `/api` calls in flight to one
 * upstream are bounded, and the bound follows the upstream's answer times. While its answers come
 * within `latencyTargetMs` the bound grows back by one per `bound` answers, up to `maxInFlight`; an answer
 * slower than that shrinks it by a tenth (at most once per `latencyTargetMs`), down to `minInFlight`. A call
 * past the bound gets the busy answer at once and is never sent, instead of queueing in the
 * connection pool while everything behind it waits longer (AIMD, as TCP sizes its window).
 * `maxInFlight` 0: off (every call goes, nothing counted).
 */
export type TAdmissionOptions = {
  maxInFlight: number;
  latencyTargetMs: number;
  minInFlight?: number;
  /** The clock (ms; tests); default `performance.now`. */
  now?: () => number;
};

export type TUpstreamAdmission = {
  /** Counts a call to `base` in and answers its start time, or undefined: busy, do not send it. */
  enter(base: string): number | undefined;
  /** The call to `base` that `enter` let in at `started` has its answer (or failed). */
  leave(base: string, started: number): void;
  /** The bound and the calls in flight now (metrics, tests). */
  state(base: string): { bound: number; inFlight: number };
};

type TState = { bound: number; inFlight: number; shrunkAt: number };

export function createUpstreamAdmission(o: TAdmissionOptions): TUpstreamAdmission {
  const now = o.now ?? (() => performance.now());
  const min = Math.min(o.minInFlight ?? 8, o.maxInFlight);
  const states = new Map<string, TState>();
  const of = (base: string) => {
    let s = states.get(base);
    if (s === undefined) {
      s = { bound: o.maxInFlight, inFlight: 0, shrunkAt: -Infinity };
      states.set(base, s);
    }
    return s;
  };
  return {
    enter(base) {
      if (o.maxInFlight === 0) return 0;
      const s = of(base);
      if (s.inFlight >= Math.floor(s.bound)) return undefined;
      s.inFlight++;
      return now();
    },
    leave(base, started) {
      if (o.maxInFlight === 0) return;
      const s = of(base);
      s.inFlight--;
      const at = now();
      if (at - started <= o.latencyTargetMs) s.bound = Math.min(o.maxInFlight, s.bound + 1 / s.bound);
      else if (at - s.shrunkAt >= o.latencyTargetMs) {
        s.bound = Math.max(min, s.bound * 0.9);
        s.shrunkAt = at;
      }
    },
    state(base) {
      const s = of(base);
      return { bound: Math.floor(s.bound), inFlight: s.inFlight };
    },
  };
}
