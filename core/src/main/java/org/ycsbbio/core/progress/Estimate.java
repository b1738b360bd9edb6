package org.ycsbbio.core.progress;

import org.ycsbbio.core.api.InputProgress.Snapshot;

/**
 * Where an input-driven load stands: its counts, the recent rates ({@link InputEta}) and the
 * time left.
 *
 * @param now the counts
 * @param elapsedNanos time since the load started
 * @param bytesPerSec input bytes read per second, recently
 * @param recordsPerSec records loaded per second, recently
 * @param etaSeconds seconds until the share's last byte is read at that rate, or {@link #NONE}
 *     (size unknown, or nothing read recently)
 */
public record Estimate(Snapshot now, long elapsedNanos, double bytesPerSec, double recordsPerSec,
    long etaSeconds) {
  /** No ETA. */
  public static final long NONE = -1;
}
