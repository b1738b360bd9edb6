package org.ycsbbio.workload;

import java.nio.file.Path;
import java.util.Properties;
import net.jcip.annotations.Immutable;
import org.ycsbbio.core.api.Option;

/**
 * The settings every file workload has, declared once for its key prefix: the input files, this
 * client's share of them, the index the load writes for the run phase, and — for a workload that
 * offers it — what a damaged file does. A workload lists them among its
 * {@link org.ycsbbio.core.api.Options} (so they are checked and its docs table shows them) and
 * reads them with {@link #read}:
 *
 * <pre>{@code
 * static final InputOptions INPUT = new InputOptions("nr.", "FASTA sequence files, ...",
 *     "id index the load writes and the run reads");
 * static final Options OPTIONS = new Options("nr.", INPUT.files(), INPUT.clientIndex(),
 *     INPUT.clientCount(), INPUT.index(), TABLE);
 * InputSettings input = INPUT.read(props);   // nr-index/client-0-of-1.idx unless nr.index
 * }</pre>
 *
 * Immutable, so safe to share.
 */
@Immutable
public final class InputOptions {
  private final String prefix;
  private final Option<String> files;
  private final Option<Integer> clientIndex;
  private final Option<Integer> clientCount;
  private final Option<String> index;
  private final Option<OnError> onError;

  /**
   * The options under {@code prefix} (e.g. {@code "nr."}).
   *
   * @param filesDoc what the files setting names (its docs line)
   * @param indexDoc what the index is (its docs line, followed by its default path)
   */
  public InputOptions(String prefix, String filesDoc, String indexDoc) {
    if (!prefix.endsWith(".")) {
      throw new IllegalArgumentException("a key prefix ends with '.': " + prefix);
    }
    this.prefix = prefix;
    this.files = Option.text(prefix + "files", null, filesDoc);
    this.clientCount = Option.integer(prefix + "client.count", 1, 1, 1_000_000, "clients",
        "number of client machines sharing the load");
    this.clientIndex = Option.integer(prefix + "client.index", 0, 0, 999_999, "",
        "this client, 0-based: it loads the files whose ordinal modulo `" + clientCount.key()
        + "` is this");
    this.index = Option.optionalText(prefix + "index", indexDoc + "; unset: `"
        + defaultIndex("<i>", "<n>") + "`");
    this.onError = Option.choice(prefix + "onerror", OnError.class, OnError.FAIL,
        "what a damaged input file does: `fail` stops the run (exit status 1) after what was "
        + "loaded from it, `skipfile` warns and goes on with the next file");
  }

  private String defaultIndex(String clientIndex, String clientCount) {
    return prefix.substring(0, prefix.length() - 1) + "-index/client-" + clientIndex + "-of-"
        + clientCount + ".idx";
  }

  /** The files setting, e.g. {@code nr.files}: required. */
  public Option<String> files() {
    return files;
  }

  /** This client's index, e.g. {@code nr.client.index}. */
  public Option<Integer> clientIndex() {
    return clientIndex;
  }

  /** The number of clients, e.g. {@code nr.client.count}. */
  public Option<Integer> clientCount() {
    return clientCount;
  }

  /** The index file, e.g. {@code nr.index}. */
  public Option<String> index() {
    return index;
  }

  /**
   * What a damaged file does, e.g. {@code fasta.onerror}; a workload that does not list it
   * fails its run on a damaged file.
   */
  public Option<OnError> onError() {
    return onError;
  }

  /**
   * Reads the input settings from {@code props}.
   *
   * @throws org.ycsbbio.core.api.ConfigException naming the key when one is missing or bad, or
   *     the client index is not below the client count
   */
  public InputSettings read(Properties props) {
    int count = clientCount.read(props);
    int client = clientIndex.read(props);
    if (client >= count) {
      throw clientIndex.invalid(Integer.toString(client), "must be below " + clientCount.key()
          + "=" + count);
    }
    String indexPath = index.read(props);
    return new InputSettings(files.read(props), client, count, Path.of(indexPath != null
        ? indexPath : defaultIndex(Integer.toString(client), Integer.toString(count))));
  }
}
