package altum.emulators.storagerules;

import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Stand-in for firebase-tools' cloud-storage-rules-runtime: `java -jar ... serve` speaks the
 * JSON-lines protocol of firebase-tools' lib/emulator/storage/rules/runtime.js on stdin/stdout.
 *
 * <p>Requests (messages with "action") run one at a time on a worker thread; the main thread
 * keeps reading so it can hand Firestore lookup replies to the request waiting for them.
 */
public final class Main {
  private final Channel channel;
  private final FirestoreBridge firestore;
  private final RulesEngine engine = new RulesEngine();
  private final Map<String, RulesEngine.Ruleset> rulesets = new ConcurrentHashMap<>();
  private final ExecutorService worker = Executors.newSingleThreadExecutor();
  private final JsonFormat.Parser valueParser = JsonFormat.parser().ignoringUnknownFields();

  private Main(Channel channel) {
    this.channel = channel;
    this.firestore = new FirestoreBridge(channel);
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    Channel channel = new Channel(new FileOutputStream(FileDescriptor.out));
    // Keep stray library output off the protocol stream.
    System.setOut(System.err);
    new Main(channel).serve();
  }

  private void serve() throws IOException {
    channel.send(response(-1));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) {
        continue;
      }
      JsonObject message;
      try {
        message = JsonParser.parseString(line).getAsJsonObject();
      } catch (RuntimeException e) {
        System.err.println("Ignoring malformed message: " + line);
        continue;
      }
      if (message.has("action")) {
        worker.execute(() -> handle(message));
      } else {
        firestore.onReply(message);
      }
    }
    // firebase-tools closed our stdin: finish what was asked, then go. A request stuck on a
    // Firestore lookup will never be answered now, hence the bounded wait.
    worker.shutdown();
    try {
      worker.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    System.exit(0);
  }

  private void handle(JsonObject request) {
    if (!request.has("id")) {
      System.err.println("Ignoring request without id: " + request);
      return;
    }
    long id = request.get("id").getAsLong();
    JsonObject reply;
    try {
      String action = request.get("action").getAsString();
      JsonObject context = request.getAsJsonObject("context");
      reply = switch (action) {
        case "load_ruleset" -> loadRuleset(id, context);
        case "verify" -> verify(id, context);
        default -> failure(id, "Unknown action: " + action);
      };
    } catch (Throwable e) {
      // Whatever broke, answer: the client waits for every id forever. Always "ok" with
      // errors, since the client drops non-ok replies without resolving the request.
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      reply = failure(id, e.getClass().getSimpleName() + ": " + e.getMessage());
    }
    channel.send(reply);
  }

  private JsonObject loadRuleset(long id, JsonObject context) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement f : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject file = f.getAsJsonObject();
      source.addFiles(File.newBuilder()
          .setName(file.get("name").getAsString())
          .setContent(file.get("content").getAsString()));
    }
    RulesEngine.Compiled compiled = engine.compile(source.build());
    JsonObject reply = response(id);
    compiled.errors().forEach(issue -> reply.getAsJsonArray("errors").add(issueJson(issue)));
    compiled.warnings().forEach(issue -> reply.getAsJsonArray("warnings").add(issueJson(issue)));
    if (compiled.ruleset() != null) {
      rulesets.put(context.get("rulesetName").getAsString(), compiled.ruleset());
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", compiled.ruleset().rulesVersion());
      reply.add("result", result);
    }
    return reply;
  }

  private JsonObject verify(long id, JsonObject context) throws Exception {
    String rulesetName = context.get("rulesetName").getAsString();
    RulesEngine.Ruleset ruleset = rulesets.get(rulesetName);
    if (ruleset == null) {
      return failure(id, "No ruleset named " + rulesetName + " is loaded");
    }
    JsonObject variables = context.has("variables") ? context.getAsJsonObject("variables") : new JsonObject();
    ExpressionValue request = parseValue(variables.get("request"));
    if (request.getKindCase() != ExpressionValue.KindCase.MAP_VALUE) {
      return failure(id, "variables.request must be a map");
    }
    ExpressionValue resource = parseValue(variables.get("resource"));
    String method = context.get("method").getAsString();
    // firebase-tools 14 checks every upload as create, passing the existing object as resource.
    // Production checks an upload over an existing object as update: do the same.
    if (method.equals("create") && resource.getKindCase() != ExpressionValue.KindCase.NULL_VALUE) {
      method = "update";
    }
    RulesEngine.Verdict verdict = engine.verify(
        ruleset,
        method,
        context.get("path").getAsString(),
        request.getMapValue(),
        resource,
        documentPath -> firestore.fetch(id, documentPath));
    JsonObject reply = response(id);
    verdict.problems().forEach(problem -> reply.getAsJsonArray("warnings").add(problem));
    JsonObject result = new JsonObject();
    result.addProperty("permit", verdict.permit());
    reply.add("result", result);
    return reply;
  }

  // Variables are the JSON form of the ExpressionValue proto (snake_case field names).
  private ExpressionValue parseValue(JsonElement json) throws InvalidProtocolBufferException {
    if (json == null || json.isJsonNull()) {
      return ExpressionValueUtils.NULL;
    }
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    valueParser.merge(json.toString(), value);
    return value.build();
  }

  /**
   * Issues travel as JSON strings in the field layout of the Java proto objects, which is what
   * firebase-tools' storage rules manager parses (description_, sourcePosition_.fileName_, ...).
   */
  private static String issueJson(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    position.addProperty("currentOffset_", issue.getSourcePosition().getCurrentOffset());
    position.addProperty("endOffset_", issue.getSourcePosition().getEndOffset());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverityValue());
    return json.toString();
  }

  private static JsonObject response(long id) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    reply.add("warnings", new JsonArray());
    reply.add("errors", new JsonArray());
    return reply;
  }

  private static JsonObject failure(long id, String message) {
    JsonObject reply = response(id);
    reply.getAsJsonArray("errors").add(message);
    return reply;
  }
}
