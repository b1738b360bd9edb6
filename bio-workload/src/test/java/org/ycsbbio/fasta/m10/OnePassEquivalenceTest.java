package org.ycsbbio.fasta.m10;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The lines of an alignment read in one pass ({@link OnePassLines}, {@link ScoreTemplate}) give
 * what the line-by-line path ({@link LineBody}) gives, on inputs made to leave the one-pass path
 * at every kind of line. The line path is forced by CRLF line ends: the one-pass readers take
 * {@code '\n'}-ended lines only, and after a {@code '\r'} the reader goes line by line. Each
 * input is also read with small buffers, so that lines break at every buffer end.
 */
class OnePassEquivalenceTest {

  /** Everything the public API gives for the input, in file order, then how the reading ended. */
  static String outcome(byte[] input, int bufferSize) {
    StringBuilder sb = new StringBuilder();
    M10Reader r = new M10Reader(new ByteArrayInputStream(input), "in.m10", false, bufferSize);
    try {
      for (M10Event ev; (ev = r.next()) != M10Event.END; ) {
        if (ev == M10Event.QUERY) {
          M10Query q = r.query();
          sb.append("QUERY ").append(List.of(q.queryIndex(), q.queryId(), q.queryDesc(), q.queryLen(), q.queryUnit(),
              String.valueOf(q.queryNote()), String.valueOf(q.program()), String.valueOf(q.version()),
              String.valueOf(q.target()), String.valueOf(q.header()), q.params())).append('\n');
        } else {
          hsp(sb, r.hsp());
        }
      }
      sb.append("END");
    } catch (M10FormatException e) {
      sb.append(e.getClass().getSimpleName()).append(' ').append(e.getMessage());
    }
    return sb.append(" at line ").append(r.lineNumber()).append(", ").append(r.alignmentsRead())
        .append(" alignments").toString();
  }

  private static void hsp(StringBuilder sb, M10Hsp h) {
    List<Object> v = new ArrayList<>(List.of(h.query().queryId(), h.hitIndex(), h.hspIndex(), h.hitId(), h.hitDesc(),
        String.valueOf(h.prefix()), String.valueOf(h.frame()), h.opt(), h.initn(), h.init1(), h.zScore(), h.bits(),
        h.expect(), h.score(), h.ident(), h.sim(), h.overlap(), h.raw(), String.valueOf(h.alConsRaw()),
        String.valueOf(h.alCons()), String.valueOf(h.trimError())));
    for (M10SubBlock s : List.of(h.q(), h.h())) {
      v.addAll(List.of(String.valueOf(s.name()), s.sqLen(), s.sqOffset(), String.valueOf(s.sqType()), s.alStart(),
          s.alStop(), s.alDisplayStart(), s.seqRaw().toString(), String.valueOf(s.seq()), s.strand(), s.extra()));
    }
    h.forEachScore((field, bytes, offset, length) ->
        v.add(field + "=" + new String(bytes, offset, length, StandardCharsets.UTF_8)));
    sb.append("HSP ").append(v).append('\n');
  }

  private static void assertSameAsLineByLine(String lf, String what, int... bufferSizes) {
    assertTrue(lf.indexOf('\r') < 0, "inputs use LF only");
    String lineByLine = outcome(lf.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8), LineSource.DEFAULT_BUFFER);
    byte[] bytes = lf.getBytes(StandardCharsets.UTF_8);
    assertEquals(lineByLine, outcome(bytes, LineSource.DEFAULT_BUFFER), what);
    for (int size : bufferSizes) {
      assertEquals(lineByLine, outcome(bytes, size), what + ", buffer of " + size + " bytes");
    }
  }

  /** The synthetic file with one change: {@code from} (which must occur) replaced by {@code to}. */
  private static Arguments change(String name, String from, String to) {
    String text = TestFiles.synthetic();
    assertTrue(text.contains(from), name + ": no \"" + from + "\" in synthetic.m10");
    return Arguments.of(name, text.replace(from, to));
  }

  static Stream<Arguments> changedFiles() {
    String aln2 = "; sw_frame: r\n; sw_s-w opt: 30\n";
    String aln3 = "; sw_frame: f\n; sw_s-w opt: 12\n";
    return Stream.of(
        Arguments.of("unchanged", TestFiles.synthetic()),
        change("score keys in another order", "; sw_z-score: 4.5\n; sw_bits: 4.5\n", "; sw_bits: 4.5\n; sw_z-score: 4.5\n"),
        change("a repeated score key", "; sw_score: 30\n", "; sw_score: 30\n; sw_score: 31\n"),
        change("a repeated key in the first alignment", "; sw_bits: 13\n", "; sw_bits: 13\n; sw_bits: 14\n"),
        change("a score line missing", "; sw_sim: 1.000\n", ""),
        change("an extra score line", "; sw_overlap: 2\n", "; sw_overlap: 2\n; sw_extra: 7\n"),
        change("another prefix", aln2, "; fa_frame: r\n; sw_s-w opt: 30\n"),
        change("a short key", aln3, "; a_b: f\n; sw_s-w opt: 12\n"),
        change("a key longer than the first alignment's", "; sw_score: 30\n", "; sw_scored: 30\n"),
        change("a key differing after its first 8 bytes", "; sw_s-w opt: 30\n", "; sw_s-w opx: 30\n"),
        Arguments.of("long keys differing in the middle", TestFiles.synthetic()
            .replace("; sw_overlap: 10\n", "; sw_overlap: 10\n; sw_a_long_key_named_x: 1\n")
            .replace("; sw_overlap: 4\n", "; sw_overlap: 4\n; sw_a_long_kez_named_x: 1\n")
            .replace("; sw_overlap: 2\n", "; sw_overlap: 2\n; sw_a_long_key_named_x: 3\n")),
        Arguments.of("a repeated key like the next one but in the middle", TestFiles.synthetic()
            .replace("; sw_overlap: 10\n", "; sw_overlap: 10\n; sw_a_long_kez_named_x: 1\n; sw_a_long_key_named_x: 2\n")
            .replace("; sw_overlap: 4\n", "; sw_overlap: 4\n; sw_a_long_kez_named_x: 1\n; sw_a_long_kez_named_x: 5\n")),
        change("a key with '>'", "; sw_overlap: 10\n", "; sw_over>lap: 10\n"),
        change("blanks after a value", "; sw_score: 30\n", "; sw_score: 30  \n"),
        change("a tab before a value", "; sw_bits: 2e+03\n", "; sw_bits:\t2e+03\n"),
        change("a value with non-ASCII", "; sw_expect: 13\n", "; sw_expect: 13\u00e9\n"),
        change("a value with '>'", aln3, "; sw_frame: f>\n; sw_s-w opt: 12\n"),
        change("an empty value", "; sw_sim: 0.5\n", "; sw_sim:\n"),
        change("a real without its integer part", "; sw_ident: 0.5\n", "; sw_ident: .5\n"),
        change("long and signed numbers", "; sw_s-w opt: 12\n; sw_z-score: 4.5\n", "; sw_s-w opt: 123456789012\n; sw_z-score: -4.5e-3\n"),
        change("eight digits", "; sw_score: 12\n", "; sw_score: 12345678\n"),
        change("seven digits", "; sw_overlap: 4\n", "; sw_overlap: 1234567\n"),
        change("minus zero", "; sw_expect: 0\n", "; sw_expect: -0\n"),
        change("a real of eight bytes", "; sw_ident: 1.000\n", "; sw_ident: 1.000000\n"),
        change("blanks around an attribute value", "; al_start: 8\n", "; al_start:  8 \n"),
        change("a long attribute value", "; sq_len: 9\n", "; sq_len: 1234567890123\n"),
        change("an attribute value not a number", "; al_display_start: 5\n", "; al_display_start: 5x\n"),
        change("no blank after an attribute key", "; sq_offset: 21\n", "; sq_offset:21\n"),
        change("a number as sq_type", "; sq_type: D\n; al_start: 8\n", "; sq_type: 5\n; al_start: 8\n"),
        change("a plus sign", "; al_stop: 5\n", "; al_stop: +5\n"),
        change("an unknown attribute between known ones", "; al_start: 1\n; al_stop: 2\n; al_display_start: 5\n",
            "; al_start: 1\n; al_code: Q\n; al_stop: 2\n; al_display_start: 5\n"),
        change("a known attribute after the sequence", "ACGT\n>h1 ..\n", "ACGT\n; sq_len: 77\n>h1 ..\n"),
        change("a line of ';' and letters after the sequence", "ACGA\n; al_cons:\n", "ACGA\n;XY\n; al_cons:\n"),
        change("a blank inside a sequence line", "ACGT\n>h1 ..\n", "AC GT\n>h1 ..\n"),
        change("a blank before a sequence line", "ACGT\n>h1 ..\n", " ACGT\n>h1 ..\n"),
        change("a blank after a sequence line", "ACGA\n; al_cons:\n", "ACGA \n; al_cons:\n"),
        change("a tab inside a sequence line", "ACGT\n>h1 ..\n", "AC\tGT\n>h1 ..\n"),
        change("non-ASCII in a sequence line", "ACGT\n>h1 ..\n", "ACG\u00e9T\n>h1 ..\n"),
        change("'>' inside a sequence line", "ACGT\n>h1 ..\n", "AC>GT\n>h1 ..\n"),
        change("an empty line inside the sequence lines", "ACGT\n>h1 ..\n", "AC\n\nGT\n>h1 ..\n"),
        change("a query title inside an alignment", "ACGT\n>h1 ..\n", "ACGT  3>>>q3 late - 5 nt\n>h1 ..\n"),
        change("'>' inside a sub-block name", ">q1 ..\n; sq_len: 20\n; sq_offset: 21\n", ">q1 > x ..\n; sq_len: 20\n; sq_offset: 21\n"),
        change("blanks after a sub-block name", ">h2 ..\n", ">h2 ..  \n"),
        change("a third sub-block", "ACGA\n; al_cons:\n", "ACGA\n>third ..\n; sq_len: 3\nTTT\n; al_cons:\n"),
        change("a sub-block line of one byte", ">h2 ..\n", ">\n"),
        change("a tab in a consensus line", "; al_cons:\n::: \n", "; al_cons:\n::\t: \n"),
        change("a consensus line starting with ';'", "; al_cons:\n::: \n", "; al_cons:\n;:: \n"),
        change("al_cons twice", "; al_cons:\n::: \n", "; al_cons:\n::: \n; al_cons:\n:.: \n"),
        change("an empty consensus line", "; al_cons:\n::: \n", "; al_cons:\n\n::: \n"),
        change("'>' in a consensus line", "  :::::: -:::\n", "  ::>::: -:::\n"),
        change("blanks after al_cons", "; al_cons:\n::: \n", "; al_cons:  \n::: \n"),
        change("no consensus lines before >--", "; al_code: XYZ\n; al_cons:\n  :::::: -:::\n>--\n", "; al_code: XYZ\n>--\n"),
        change("no consensus lines before >>", "ACGA\n; al_cons:\n::: \n>>h2\n", "ACGA\n>>h2\n"),
        change("'>' in a hit line", ">>h2\n", ">>h2 a>b\n"),
        change("a blank after a hit id", ">>h2\n", ">>h2 \n"),
        change("non-ASCII in a hit line", ">>h2\n", ">>h2 d\u00e9sc\n"),
        change("text after >--", ">--\n", ">-- x\n"),
        change("a hit line of two bytes", ">>h2\n", ">>\n"),
        change("'>' in a skipped line", "Some trailer text\n", "Some > trailer\n"),
        change("a tab in a skipped line", "  100 residues in 2 sequences\n", "  100 residues\tin 2 sequences\n"),
        change("a skipped line with non-ASCII", "The best scores are:\n", "The best sc\u00f6res are:\n"),
        change("empty skipped lines", "The best scores are:\n", "\n\nThe best scores are:\n\n"),
        change("no end of line at the end", "Function used was SSEARCH\n", "Function used was SSEARCH"),
        change("binary data in a score line", "; sw_bits: 4.5\n", "; sw_bits: 4\u00015\n"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("changedFiles")
  void sameParseAsLineByLine(String name, String text) {
    assertSameAsLineByLine(text, name, 64, 65, 66, 67, 71, 79, 90, 97, 113, 128, 151);
  }

  @Test
  void everyCutOfTheFileGivesTheSameAsLineByLine() {
    String text = TestFiles.synthetic();
    int lines = text.split("\n", -1).length;
    for (int n = 1; n <= lines; n++) {
      assertSameAsLineByLine(TestFiles.firstLines(text, n), "first " + n + " lines", 64, 97);
    }
  }
}
