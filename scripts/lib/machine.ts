// The machine a measurement ran on, described one way in every document a
// script writes (PERFORMANCE, BENCHMARKS, RELIABILITY): /proc/cpuinfo's model
// name, the cores `nproc` counts and the memory (MemTotal, nearest GiB),
// e.g. 'AMD EPYC, 2 cores, 24 GiB memory'.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';

export function describeMachine(): string {
  const model =
    /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${model}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB memory`;
}
