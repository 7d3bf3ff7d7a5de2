//! Profiler-free measuring aids: a `System` that counts and times every file-system call,
//! timing statistics, and what `/proc` says about memory and the machine.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use cs_project::DirEntry;
use workbench_host::{RealSystem, Stamp, System};

/// Calls and time spent in one kind of file-system operation.
#[derive(Debug, Default)]
pub struct Counter {
    calls: AtomicU64,
    nanos: AtomicU64,
    bytes: AtomicU64,
}

#[derive(Debug, Clone, Copy, Default)]
pub struct Count {
    pub calls: u64,
    pub time: Duration,
    pub bytes: u64,
}

impl Counter {
    fn add(&self, started: Instant, bytes: u64) {
        self.calls.fetch_add(1, Ordering::Relaxed);
        self.nanos
            .fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        self.bytes.fetch_add(bytes, Ordering::Relaxed);
    }

    fn take(&self) -> Count {
        Count {
            calls: self.calls.swap(0, Ordering::Relaxed),
            time: Duration::from_nanos(self.nanos.swap(0, Ordering::Relaxed)),
            bytes: self.bytes.swap(0, Ordering::Relaxed),
        }
    }
}

/// The real disk, with every call counted and timed.
#[derive(Debug, Default)]
pub struct CountingSystem {
    pub read: Counter,
    pub read_dir: Counter,
    pub stat: Counter,
}

/// What a `CountingSystem` saw since the last `take`.
#[derive(Debug, Clone, Copy, Default)]
pub struct IoCounts {
    pub read: Count,
    pub read_dir: Count,
    pub stat: Count,
}

impl CountingSystem {
    /// Returns the counts and starts again from zero.
    pub fn take(&self) -> IoCounts {
        IoCounts {
            read: self.read.take(),
            read_dir: self.read_dir.take(),
            stat: self.stat.take(),
        }
    }
}

impl System for CountingSystem {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        let started = Instant::now();
        let result = RealSystem.read(path);
        self.read
            .add(started, result.as_ref().map_or(0, |b| b.len() as u64));
        result
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
        let started = Instant::now();
        let result = RealSystem.read_dir(path);
        self.read_dir.add(started, 0);
        result
    }

    fn stamp(&self, path: &Path) -> Option<Stamp> {
        let started = Instant::now();
        let result = RealSystem.stamp(path);
        self.stat.add(started, 0);
        result
    }

    fn current_dir(&self) -> io::Result<PathBuf> {
        RealSystem.current_dir()
    }

    fn watcher(&self) -> Option<Box<dyn workbench_host::watcher::DirWatcher>> {
        RealSystem.watcher()
    }
}

/// Order statistics of a set of timings.
#[derive(Debug, Clone, Copy)]
pub struct Stats {
    pub min: Duration,
    pub median: Duration,
    pub p95: Duration,
    pub max: Duration,
}

impl Stats {
    pub fn of(samples: &[Duration]) -> Stats {
        let mut sorted = samples.to_vec();
        sorted.sort();
        let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
        Stats {
            min: sorted[0],
            median: at(0.5),
            p95: at(0.95),
            max: sorted[sorted.len() - 1],
        }
    }
}

/// Times one run of `f`.
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let started = Instant::now();
    let value = f();
    (value, started.elapsed())
}

/// The CPU time this thread has run (Linux: `/proc/thread-self/schedstat`, nanoseconds on the
/// CPU): unlike wall time, it does not grow while other processes hold the cores.
pub fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// `f`'s wall time and this thread's CPU time over it (`None` where the platform has none).
pub fn timed_cpu<T>(f: impl FnOnce() -> T) -> (T, Duration, Option<Duration>) {
    let cpu_before = thread_cpu_time();
    let (value, wall) = timed(f);
    let cpu = thread_cpu_time()
        .zip(cpu_before)
        .map(|(after, before)| after.saturating_sub(before));
    (value, wall, cpu)
}

/// `1.23 ms`, `456 µs`, `1.204 s`.
pub fn fmt_duration(d: Duration) -> String {
    let secs = d.as_secs_f64();
    if secs >= 1.0 {
        format!("{secs:.3} s")
    } else if secs >= 1e-3 {
        format!("{:.2} ms", secs * 1e3)
    } else {
        format!("{:.1} µs", secs * 1e6)
    }
}

/// A `kB` field of `/proc/self/status` (e.g. `VmHWM`, `VmRSS`) in MiB.
pub fn proc_status_mib(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    kb_field(&status, field).map(|kb| kb as f64 / 1024.0)
}

/// Resets `VmHWM` to the current RSS (Linux ≥ 4.0), so the next peak belongs to one phase.
pub fn reset_peak_rss() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// CPU time (user, system) in seconds of every thread of this process so far, from
/// `/proc/self/stat` (`utime`, `stime`, in clock ticks of 1/100 s on Linux).
pub fn cpu_seconds() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    stat_cpu_seconds(&stat).unwrap_or((f64::NAN, f64::NAN))
}

fn stat_cpu_seconds(stat: &str) -> Option<(f64, f64)> {
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // `rest` starts at field 3 (state); utime and stime are fields 14 and 15.
    let ticks = |n: usize| fields.get(n - 3)?.parse::<f64>().ok();
    Some((ticks(14)? / 100.0, ticks(15)? / 100.0))
}

fn kb_field(text: &str, field: &str) -> Option<u64> {
    text.lines()
        .find_map(|line| line.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
}

/// CPU count, CPU model and total memory, for the report.
pub fn machine() -> (usize, String, String) {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("model name"))
                .map(|rest| rest.trim_start_matches([' ', '\t', ':']).trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string());
    let memory = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|info| kb_field(&info, "MemTotal"))
        .map_or_else(
            || "unknown".to_string(),
            |kb| format!("{:.1} GiB", kb as f64 / 1024.0 / 1024.0),
        );
    (cpus, model, memory)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_pick_order_statistics() {
        let samples: Vec<Duration> = (1..=100).rev().map(Duration::from_millis).collect();
        let stats = Stats::of(&samples);
        assert_eq!(stats.min, Duration::from_millis(1));
        assert_eq!(stats.max, Duration::from_millis(100));
        assert_eq!(stats.p95, Duration::from_millis(95));
    }

    #[test]
    fn reads_cpu_ticks_after_the_command_name() {
        let stat = "4242 (x task) R 1 2 3 4 5 6 7 8 9 10 250 31 0 0 20 0 3";
        assert_eq!(stat_cpu_seconds(stat), Some((2.5, 0.31)));
    }

    #[test]
    fn reads_kb_fields() {
        let text = "Name:\txtask\nVmHWM:\t  123456 kB\nVmRSS:\t  1000 kB\n";
        assert_eq!(kb_field(text, "VmHWM"), Some(123_456));
        assert_eq!(kb_field(text, "VmRSS"), Some(1000));
        assert_eq!(kb_field(text, "VmSwap"), None);
    }
}
