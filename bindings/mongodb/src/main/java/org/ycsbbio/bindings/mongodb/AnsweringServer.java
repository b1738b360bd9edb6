package org.ycsbbio.bindings.mongodb;

import com.mongodb.ServerAddress;
import com.mongodb.event.CommandFailedEvent;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandSucceededEvent;
import net.jcip.annotations.ThreadSafe;

/**
 * Remembers, per thread, the address of the server that answered the thread's last command, as
 * the driver reports it in its command events: the replica-set member, standalone server or
 * {@code mongos} a read or write actually went to. The sync driver raises these events on the
 * thread that runs the operation. Thread-safe (one slot per thread).
 */
@ThreadSafe
final class AnsweringServer implements CommandListener {
  private final ThreadLocal<ServerAddress> last = new ThreadLocal<>();

  /** Forgets the calling thread's last server (call before an operation). */
  void clear() {
    last.remove();
  }

  /** The server that answered the calling thread's last command since {@link #clear}, or null. */
  ServerAddress get() {
    return last.get();
  }

  @Override
  public void commandSucceeded(CommandSucceededEvent event) {
    last.set(event.getConnectionDescription().getServerAddress());
  }

  @Override
  public void commandFailed(CommandFailedEvent event) {
    last.set(event.getConnectionDescription().getServerAddress());
  }
}
