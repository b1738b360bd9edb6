package org.ycsbbio.fasta.workload;

/** How the run phase picks the record of a read ({@code fasta.readmix}). */
public enum ReadMix {
  /**
   * Uniform over every loaded document, whatever its type: a task record is drawn as often as
   * any single rna, gs or align record, as in the experiment's reads of "random documents".
   */
  UNIFORM,
  /**
   * A uniformly random alignment, then one of its four records (task, rna, gs, align)
   * uniformly: a quarter of the reads go to the few task records.
   */
  PERALIGNMENT
}
