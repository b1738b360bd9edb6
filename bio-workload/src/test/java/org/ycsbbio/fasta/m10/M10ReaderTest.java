package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Event sequence, field values and line-end handling on the synthetic file. */
class M10ReaderTest {

  @Test
  void syntheticFileMatchesOracleByteForByte() {
    assertArrayEquals(TestFiles.syntheticJson(), TestFiles.dump(TestFiles.reader(TestFiles.synthetic(), "syn.m10")));
  }

  @Test
  void crlfAndCrLineEndsGiveTheSameRecords() {
    String lf = TestFiles.synthetic();
    assertArrayEquals(TestFiles.syntheticJson(), TestFiles.dump(TestFiles.reader(lf.replace("\n", "\r\n"), "crlf.m10")));
    assertArrayEquals(TestFiles.syntheticJson(), TestFiles.dump(TestFiles.reader(lf.replace("\n", "\r"), "cr.m10")));
  }

  @Test
  void crlfSplitAcrossBufferRefillsIsOneLineEnd() {
    byte[] crlf = TestFiles.synthetic().replace("\n", "\r\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    for (int size : new int[] {64, 65, 67, 100, 127}) {     // tiny buffers: '\r' and '\n' land in different reads
      M10Reader r = new M10Reader(new java.io.ByteArrayInputStream(crlf), "small", false, size);
      assertArrayEquals(TestFiles.syntheticJson(), TestFiles.dump(r), "buffer " + size);
    }
  }

  @Test
  void eventsComeInFileOrderAndQueriesWithoutHitsProduceNothing() {
    assertEquals(List.of("QUERY", "HSP", "HSP", "HSP", "END"), TestFiles.events(TestFiles.reader(TestFiles.synthetic(), "s")));
  }

  @Test
  void queryFields() {
    M10Reader r = TestFiles.reader(TestFiles.synthetic(), "s");
    assertEquals(M10Event.QUERY, r.next());
    M10Query q = r.query();
    assertEquals(1, q.queryIndex());
    assertEquals("q1", q.queryId());
    assertEquals("first test query", q.queryDesc());
    assertEquals(20, q.queryLen());
    assertEquals("nt", q.queryUnit());
    assertNull(q.queryNote());
    assertEquals("ssearch", q.program());
    assertEquals("36.3.8i", q.version());
    assertEquals("lib.fa", q.target());
    assertEquals("q1, 20 nt vs lib.fa library", q.header());
    assertEquals(3, q.params().size());
    assertEquals(Map.entry("pg_name", "ssearch36"), q.params().get(0));
    assertEquals("ssearch36 -m 10 q.fa lib.fa; pg_name_alg: Smith-Waterman", q.param("pg_argv"));
  }

  @Test
  void hspFieldsAndReuse() {
    M10Reader r = TestFiles.reader(TestFiles.synthetic(), "s");
    r.next();
    assertEquals(M10Event.HSP, r.next());
    M10Hsp h = r.hsp();
    assertEquals(1, h.hitIndex());
    assertEquals(1, h.hspIndex());
    assertEquals("h1", h.hitId());
    assertEquals("first hit description", h.hitDesc());
    assertEquals("sw", h.prefix());
    assertEquals("f", h.frame());
    assertEquals(66, h.opt());
    assertFalse(h.hasInitn());
    assertEquals(M10Hsp.NULL_INT, h.init1());
    assertEquals(-3.5, h.zScore());
    assertEquals(13.0, h.bits());
    assertEquals(2.6e-51, h.expect());
    assertEquals(0.9, h.ident());
    assertEquals(0.95, h.sim());
    assertEquals(10, h.overlap());
    assertEquals("66", h.raw().get("sw_s-w opt"));
    assertEquals("--ACGTACGTAC--", h.q().seqRaw().toString());
    assertNull(h.q().seq(), "query side cannot be trimmed");
    assertEquals("ACGTAC-TACT", h.h().seq().toString());
    assertEquals(Map.of("al_code", "XYZ"), h.h().extra());
    assertEquals("  :::::: -:::", h.alConsRaw().toString(), "leading blanks of al_cons are kept");
    assertEquals("query side: aligned range [2:12] outside the 10 residues shown", h.trimError());
    assertEquals("Problem with sequence start/stop '--ACGTACGTAC--'[2:12]", BiopythonErrors.text(h));
    assertEquals(1, h.q().strand());

    assertEquals(M10Event.HSP, r.next());
    assertSame(h, r.hsp(), "the HSP object is reused");
    assertEquals(2, h.hspIndex());
    assertEquals("h1", h.hitId(), ">-- repeats the hit");
    assertEquals("r", h.frame());
    assertEquals(1100.0, h.zScore());
    assertEquals(2000.0, h.bits());
    assertEquals(0.0, h.expect());
    assertEquals(21, h.q().sqOffset());
    assertEquals(-1, h.q().strand(), "reverse strand: al_start > al_stop");
    assertEquals(1, h.h().strand());
    assertEquals("ACGT", h.q().seq().toString());
    assertTrue(h.h().extra().isEmpty());
    assertNull(h.trimError());
    assertNull(BiopythonErrors.text(h));

    assertEquals(M10Event.HSP, r.next());
    assertEquals(2, h.hitIndex());
    assertEquals("", h.hitDesc());
    assertNull(h.alConsRaw());
    assertNull(h.alCons());
    assertEquals("query side: aligned range [-4:-2] outside the 2 residues shown", h.trimError());
    assertNull(h.q().seq());
    assertEquals("Problem with sequence start/stop 'AC'[-4:-2]", BiopythonErrors.text(h));
    assertEquals(M10Event.END, r.next());
    assertEquals(M10Event.END, r.next(), "END repeats");
    assertEquals(3, r.alignmentsRead());
  }

  @Test
  void fasta35FileEndsWithQueryEndMarker() {
    String v35 = TestFiles.synthetic().replace(" version 36.3.8i", " version 35.04").replace(">>>///\n", "");
    assertArrayEquals(TestFiles.resource("synthetic_v35.jsonl"), TestFiles.dump(TestFiles.reader(v35, "v35.m10")));
    String v36 = TestFiles.synthetic().replace(">>>///\n", "");
    assertThrows(M10TruncatedException.class, () -> TestFiles.dump(TestFiles.reader(v36, "v36.m10")),
        "FASTA 36 needs >>>///");
  }

  @Test
  void truncatedFileReturnsCompleteAlignmentsThenThrows() {
    String cut = TestFiles.firstLines(TestFiles.synthetic(), 60);     // inside the second alignment
    M10Reader r = TestFiles.reader(cut, "cut.m10");
    assertEquals(M10Event.QUERY, r.next());
    assertEquals(M10Event.HSP, r.next());
    M10TruncatedException e = assertThrows(M10TruncatedException.class, r::next);
    assertEquals("cut.m10", e.source());
    assertEquals(60, e.line());
    assertEquals(1, e.completeAlignments());
    assertTrue(e.getMessage().startsWith("cut.m10:60: truncated: no end marker (>>>///)"), e.getMessage());
    assertTrue(e.getMessage().contains("1 complete alignments read; unfinished alignment h1 (hit 1, hsp 2) of query q1"),
        e.getMessage());
    assertSame(e, assertThrows(M10TruncatedException.class, r::next), "the error is sticky");
  }

  @Test
  void fileCutAfterACompleteAlignmentStillNeedsTheEndMarker() {
    String cut = TestFiles.firstLines(TestFiles.synthetic(), 99);      // up to the first >>><<<
    assertEquals(List.of("QUERY", "HSP", "HSP", "HSP", "M10TruncatedException"), TestFiles.events(TestFiles.reader(cut, "c")));
  }

  @Test
  void malformedQueryTitleNamesLineAndExpectation() {
    String bad = TestFiles.synthetic().replace("  1>>>q1 first test query - 20 nt", "  1>>>q1 without a length");
    M10FormatException e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(bad, "bad.m10")));
    assertFalse(e instanceof M10TruncatedException);
    assertEquals(5, e.line());
    assertTrue(e.getMessage().startsWith("bad.m10:5: malformed query title line"), e.getMessage());
    assertTrue(e.getMessage().contains("expected"), e.getMessage());
  }

  @Test
  void alignmentBeforeAnyQueryIsAnError() {
    String bad = "# x\nQuery: q\n>>h1\n; sw_score: 5\n>>>///\n";
    M10FormatException e = assertThrows(M10FormatException.class, () -> TestFiles.dump(TestFiles.reader(bad, "b")));
    assertEquals(3, e.line());
  }

  @Test
  void textThatIsNotM10OutputIsReportedAsSuch() {
    M10TruncatedException e = assertThrows(M10TruncatedException.class,
        () -> TestFiles.dump(TestFiles.reader(">seq1\nACGT\nACGT\n", "seqs.fa")));
    assertEquals(3, e.line());
    assertTrue(e.getMessage().contains("no \"Query\" line found"), e.getMessage());
  }
}
