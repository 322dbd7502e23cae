/**
 * Admission per upstream (issue 25, overload), sized by time: the `/api` calls in flight to one
 * upstream are bounded, and the bound follows the upstream's answer times. Each answer within
 * `latencyTargetMs` grows the bound by one per `bound` answers, up to `maxInFlight`; at the end of
 * each window of `latencyTargetMs`, if the window's answers took longer than that on average, the
 * bound shrinks by a tenth, down to `minInFlight` (AIMD, as TCP sizes its window). The mean, not
 * one slow answer: a garbage collection or one heavy call must not shed a load the upstream carries
 * (the bench's 64 closed-loop clients at p99 210 ms were refused 7,090 times in 5 s when any answer
 * over the target shrank it). A call past the bound gets the busy answer at once and is never
 * sent, instead of queueing in the connection pool while everything behind it waits longer.
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

/** The bound, the calls in flight, and the current window: its start, answers and their summed time. */
type TState = { bound: number; inFlight: number; windowAt: number; answers: number; totalMs: number };

export function createUpstreamAdmission(o: TAdmissionOptions): TUpstreamAdmission {
  const now = o.now ?? (() => performance.now());
  const min = Math.min(o.minInFlight ?? 8, o.maxInFlight);
  const states = new Map<string, TState>();
  const of = (base: string) => {
    let s = states.get(base);
    if (s === undefined) {
      s = { bound: o.maxInFlight, inFlight: 0, windowAt: now(), answers: 0, totalMs: 0 };
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
      const took = at - started;
      if (took <= o.latencyTargetMs) s.bound = Math.min(o.maxInFlight, s.bound + 1 / s.bound);
      s.answers++;
      s.totalMs += took;
      if (at - s.windowAt < o.latencyTargetMs) return;
      if (s.totalMs / s.answers > o.latencyTargetMs) s.bound = Math.max(min, s.bound * 0.9);
      s.windowAt = at;
      s.answers = 0;
      s.totalMs = 0;
    },
    state(base) {
      const s = of(base);
      return { bound: Math.floor(s.bound), inFlight: s.inFlight };
    },
  };
}
