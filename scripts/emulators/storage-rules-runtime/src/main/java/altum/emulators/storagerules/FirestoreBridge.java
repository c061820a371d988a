package altum.emulators.storagerules;

import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.utils.PathUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Map;

/**
 * Answers firestore.get()/exists() by asking firebase-tools, which reads the document from the
 * Firestore emulator and replies with the id of the verify request that needed it.
 *
 * <p>The client keeps one handler per id, so only one lookup may be outstanding at a time; any
 * further lookups (the engine may start several in parallel) wait in a queue.
 */
final class FirestoreBridge {
  private record Lookup(long requestId, String path, SettableFuture<JsonObject> reply) {}

  private final Channel channel;
  private final ArrayDeque<Lookup> queue = new ArrayDeque<>();
  private Lookup outstanding;

  FirestoreBridge(Channel channel) {
    this.channel = channel;
  }

  /** Resolves to the client's reply: {status: "ok"|"not_found", result: {name, fields}}. */
  ListenableFuture<JsonObject> fetch(long requestId, String path) {
    Lookup lookup = new Lookup(requestId, path, SettableFuture.create());
    synchronized (this) {
      if (outstanding == null) {
        outstanding = lookup;
        sendLookup(lookup);
      } else {
        queue.add(lookup);
      }
    }
    return lookup.reply();
  }

  /** Handles a message without "action": the answer to the outstanding lookup. */
  void onReply(JsonObject message) {
    Lookup done;
    synchronized (this) {
      long id = message.has("id") ? message.get("id").getAsLong() : Long.MIN_VALUE;
      if (outstanding == null || outstanding.requestId() != id) {
        System.err.println("Ignoring unexpected reply: " + message);
        return;
      }
      done = outstanding;
      outstanding = queue.poll();
      if (outstanding != null) {
        sendLookup(outstanding);
      }
    }
    // Completed outside the lock: the engine continues evaluating on this thread.
    done.reply().set(message);
  }

  private void sendLookup(Lookup lookup) {
    JsonObject context = new JsonObject();
    context.addProperty("path", lookup.path());
    JsonObject message = new JsonObject();
    message.addProperty("server_request_id", lookup.requestId());
    message.addProperty("action", "fetch_firestore_document");
    message.add("context", context);
    channel.send(message);
  }

  static boolean found(JsonObject reply) {
    return "ok".equals(stringOrNull(reply, "status")) && reply.has("result");
  }

  /** Converts a Firestore REST document into the value rules see: {__name__, id, data}. */
  static ExpressionValue toDocumentValue(JsonObject document) {
    String name = document.get("name").getAsString();
    // REST names start with projects/<id>; rules paths start at /databases.
    String rulesPath = name.substring(name.indexOf("/databases/"));
    JsonObject fields = document.has("fields") ? document.getAsJsonObject("fields") : new JsonObject();
    return map(
        ExpressionMapValue.newBuilder()
            .putFields("__name__", path(rulesPath))
            .putFields("id", string(rulesPath.substring(rulesPath.lastIndexOf('/') + 1)))
            .putFields("data", toMapValue(fields)));
  }

  private static ExpressionValue toMapValue(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
      map.putFields(field.getKey(), toValue(field.getValue().getAsJsonObject()));
    }
    return map(map);
  }

  private static ExpressionValue toValue(JsonObject value) {
    Map.Entry<String, JsonElement> kind = value.entrySet().iterator().next();
    JsonElement v = kind.getValue();
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    switch (kind.getKey()) {
      case "nullValue" -> { return ExpressionValueUtils.NULL; }
      case "booleanValue" -> out.setBoolValue(v.getAsBoolean());
      case "integerValue" -> out.setIntValue(Long.parseLong(v.getAsString()));
      case "doubleValue" -> out.setFloatValue(parseDouble(v.getAsString()));
      case "timestampValue" -> out.setTimestampValue(Timestamps.parseUnchecked(v.getAsString()));
      case "stringValue" -> out.setStringValue(v.getAsString());
      case "bytesValue" -> out.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(v.getAsString())));
      case "referenceValue" -> {
        String ref = v.getAsString();
        return path(ref.substring(ref.indexOf("/databases/")));
      }
      case "geoPointValue" -> {
        JsonObject point = v.getAsJsonObject();
        out.setLatlngValue(LatLng.newBuilder()
            .setLatitude(point.has("latitude") ? point.get("latitude").getAsDouble() : 0)
            .setLongitude(point.has("longitude") ? point.get("longitude").getAsDouble() : 0));
      }
      case "arrayValue" -> {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        JsonObject array = v.getAsJsonObject();
        if (array.has("values")) {
          array.getAsJsonArray("values").forEach(e -> list.addValues(toValue(e.getAsJsonObject())));
        }
        out.setListValue(list);
      }
      case "mapValue" -> {
        JsonObject m = v.getAsJsonObject();
        return toMapValue(m.has("fields") ? m.getAsJsonObject("fields") : new JsonObject());
      }
      default -> throw new IllegalArgumentException("Unsupported Firestore value type " + kind.getKey());
    }
    return out.build();
  }

  // The REST API encodes non-finite doubles as strings.
  private static double parseDouble(String s) {
    return switch (s) {
      case "NaN" -> Double.NaN;
      case "Infinity" -> Double.POSITIVE_INFINITY;
      case "-Infinity" -> Double.NEGATIVE_INFINITY;
      default -> Double.parseDouble(s);
    };
  }

  private static ExpressionValue path(String rawPath) {
    return ExpressionValue.newBuilder().setPathValue(PathUtils.parseRaw(rawPath)).build();
  }

  private static ExpressionValue string(String s) {
    return ExpressionValue.newBuilder().setStringValue(s).build();
  }

  private static ExpressionValue map(ExpressionMapValue.Builder map) {
    return ExpressionValue.newBuilder().setMapValue(map).build();
  }

  private static String stringOrNull(JsonObject o, String key) {
    return o.has(key) && o.get(key).isJsonPrimitive() ? o.get(key).getAsString() : null;
  }
}
