package altum.emulators.storagerules;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Writes protocol messages to stdout, one JSON document per line.
 *
 * <p>firebase-tools parses every stdout chunk it receives as a single JSON value, so two
 * messages arriving in one chunk are lost (and the waiting request hangs). Each message is
 * flushed on its own and consecutive messages are spaced a little apart, which is the same
 * trick the client uses when it writes to us.
 */
final class Channel {
  private static final long MIN_GAP_NANOS = TimeUnit.MILLISECONDS.toNanos(15);

  private final PrintStream out;
  private final Gson gson = new GsonBuilder().disableHtmlEscaping().create();
  private long lastWriteNanos = System.nanoTime() - MIN_GAP_NANOS;

  Channel(OutputStream stdout) {
    this.out = new PrintStream(stdout, false, StandardCharsets.UTF_8);
  }

  synchronized void send(JsonObject message) {
    long waitNanos = lastWriteNanos + MIN_GAP_NANOS - System.nanoTime();
    if (waitNanos > 0) {
      try {
        TimeUnit.NANOSECONDS.sleep(waitNanos);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    out.print(gson.toJson(message));
    out.print('\n');
    out.flush();
    lastWriteNanos = System.nanoTime();
  }
}
