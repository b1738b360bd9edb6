package org.ycsbbio.core.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ycsbbio.core.api.InputProgress;
import org.ycsbbio.core.api.InputProgress.Snapshot;

class ProgressCsvTest {
  private static final long S = 1_000_000_000L;
  @TempDir
  Path dir;

  private static Estimate estimate(long seconds, long filesTotal, long bytesTotal, long eta) {
    return new Estimate(new Snapshot(seconds * S, 3, filesTotal, 12_345_678, bytesTotal, 4321),
        seconds * S, 2_500_000.25, 9612.4, eta);
  }

  @Test
  void rowsAreWrittenAsTheyComeAndTheLastOneReadsBackAsTheSameLine() throws Exception {
    Path file = dir.resolve(ProgressCsv.FILE);
    assertTrue(ProgressCsv.lastRow(file).isEmpty(), "no file yet");
    try (ProgressCsv csv = new ProgressCsv(file)) {
      assertTrue(ProgressCsv.lastRow(file).isEmpty(), "the header only");
      csv.write("fasta.files, client 1 of 4", estimate(10, 256, 1_024_094_121, 468));
      assertEquals(List.of("elapsed_s,input,files_done,files_total,bytes_read,bytes_total,records,"
          + "bytes_per_sec,records_per_sec,eta_s",
          "10.000,\"fasta.files, client 1 of 4\",3,256,12345678,1024094121,4321,2500000.3,"
          + "9612.4,468"), Files.readAllLines(file, StandardCharsets.UTF_8));
      Estimate unsized = estimate(20, 1, InputProgress.UNKNOWABLE, Estimate.NONE);
      csv.write("nr.files", unsized);
      ProgressCsv.Row last = ProgressCsv.lastRow(file).orElseThrow();
      assertEquals("nr.files", last.input());
      assertEquals(ProgressText.of("nr.files", unsized), last.text());
      assertEquals(InputProgress.UNKNOWABLE, last.estimate().now().bytesTotal());
      csv.write("nr.files", estimate(30, InputProgress.NOT_YET_KNOWN,
          InputProgress.NOT_YET_KNOWN, Estimate.NONE));
      assertEquals("input nr.files: 3 files, 12345.7 kB (size not known yet), 2.5 MB/s, 9612 "
          + "records/s", ProgressCsv.lastRow(file).orElseThrow().text());
    }
    Files.writeString(file, "40.000,nr.files,3,", StandardOpenOption.APPEND);
    assertEquals(30 * S, ProgressCsv.lastRow(file).orElseThrow().estimate().elapsedNanos(),
        "a row being written is not read");
    Files.writeString(file, "garbage\n", StandardOpenOption.APPEND);
    assertThrows(IOException.class, () -> ProgressCsv.lastRow(file));
  }
}
