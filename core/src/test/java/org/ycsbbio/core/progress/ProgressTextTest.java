package org.ycsbbio.core.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.InputProgress.Snapshot;

class ProgressTextTest {
  private static final long S = 1_000_000_000L;

  private static String text(long filesDone, long filesTotal, long read, long total, long eta) {
    return ProgressText.of("fasta.files", new Estimate(
        new Snapshot(70 * S, filesDone, filesTotal, read, total, 673_972), 70 * S, 2_512_345.6,
        9612.4, eta));
  }

  @Test
  void aSizedShareShowsFilesBytesPercentRatesAndEta() {
    assertEquals("input fasta.files: 44 of 256 files, 180.2 of 1040.1 MB (17.3 %), 2.5 MB/s, "
        + "9612 records/s, ETA 5m30s", text(44, 256, 180_200_000, 1_040_100_000, 330));
    assertEquals("input fasta.files: 0 of 80 files, 0.0 of 13000.0 GB (0.0 %), 2.5 MB/s, "
        + "9612 records/s, ETA not known yet", text(0, 80, 0, 13_000_000_000_000L, Estimate.NONE));
    assertEquals("input fasta.files: 1 of 1 files, 45.0 of 45.0 kB (100.0 %), 2.5 MB/s, "
        + "9612 records/s, ETA 0m00s", text(1, 1, 45_000, 45_000, 0));
  }

  @Test
  void aShareOfUnknownSizeHasNoEtaAndSaysWhy() {
    assertEquals("input fasta.files: 3 files, 180.2 MB (size not known yet), 2.5 MB/s, "
        + "9612 records/s", text(3, InputProgress.NOT_YET_KNOWN, 180_200_000,
        InputProgress.NOT_YET_KNOWN, Estimate.NONE));
    assertEquals("input fasta.files: 0 of 1 files, 180.2 MB (size unknown: not a regular file), "
        + "2.5 MB/s, 9612 records/s", text(0, 1, 180_200_000, InputProgress.UNKNOWABLE,
        Estimate.NONE));
  }

  @Test
  void durationsGrowTheirUnits() {
    assertEquals("0m03s", ProgressText.duration(3));
    assertEquals("59m59s", ProgressText.duration(3599));
    assertEquals("2h05m", ProgressText.duration(2 * 3600 + 5 * 60 + 59));
    assertEquals("3d04h", ProgressText.duration(3 * 86_400 + 4 * 3600 + 1));
  }
}
