package altum.emulators.storagerules;

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.metrics.CompilerMetrics;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.common.EvaluationListener;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.utils.PathUtils;
import com.google.firebase.rules.runtime.v1.Expression;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;

/** Compiles Storage rulesets and evaluates requests with the engine of the Firestore emulator. */
final class RulesEngine {
  record Compiled(List<Issue> errors, List<Issue> warnings, Ruleset ruleset) {}

  record Ruleset(Evaluator evaluator, int rulesVersion, String fileName) {}

  record Verdict(boolean permit, List<String> problems) {}

  // BASIC type checking: ADVANCED needs a class that the emulator jar does not ship.
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.create(
          FirebaseRulesLangOptions.builder()
              .typeCheck(FirebaseRulesLangOptions.TypeCheckAlgorithm.BASIC)
              .allowCrossServiceRules(true)
              .build(),
          CompilerMetrics.NOOP);

  Compiled compile(Source source) {
    CompileResult result = compiler.compile(source);
    List<Issue> errors = new ArrayList<>();
    List<Issue> warnings = new ArrayList<>();
    for (Issue issue : result.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(issue);
    }
    if (result.hasCompilationError() || !errors.isEmpty()) {
      return new Compiled(errors, warnings, null);
    }
    RulesetAst ast = result.getRulesetAst();
    int version = ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
    String fileName = source.getFilesCount() > 0 ? source.getFiles(0).getName() : "";
    return new Compiled(errors, warnings, new Ruleset(new DefaultEvaluator(ast), version, fileName));
  }

  /**
   * Evaluates one request; blocks until done, including any Firestore lookups. Rule errors
   * count as a denial and are returned as problems so the emulator log explains it.
   */
  Verdict verify(Ruleset ruleset, String method, String path, ExpressionMapValue request,
      ExpressionValue resource, FirestoreLookup firestore) throws InterruptedException {
    StorageContext context = new StorageContext(PathUtils.parseRaw(path), request, resource, firestore);
    RuleContext converted = switch (method) {
      case "get" -> FirebaseStorageGetContextConverter.convert(context);
      case "list" -> FirebaseStorageListContextConverter.convert(context);
      case "create" -> FirebaseStorageCreateContextConverter.convert(context);
      case "update" -> FirebaseStorageUpdateContextConverter.convert(context);
      case "delete" -> FirebaseStorageDeleteContextConverter.convert(context);
      default -> throw new IllegalArgumentException("Unsupported method: " + method);
    };
    ErrorCollector errors = new ErrorCollector(ruleset.fileName());
    RuleContext withListener = converted.toBuilder().listeners(ImmutableList.of(() -> errors)).build();
    boolean permit;
    try {
      permit = ruleset.evaluator().evaluate(withListener).get().permit();
    } catch (ExecutionException e) {
      errors.add(e.getCause());
      permit = false;
    }
    return new Verdict(permit, permit ? List.of() : errors.messages());
  }

  /** Performs a firestore.get() round trip; resolves to the client's reply. */
  interface FirestoreLookup {
    ListenableFuture<JsonObject> fetch(String documentPath);
  }

  /** The per-request view the Storage context converters read from. */
  private record StorageContext(
      ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resourceValue,
      FirestoreLookup firestore)
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resourceValue);
    }

    // stdout carries the protocol, so debug() output goes to stderr.
    @Override
    public ExpressionValue debug(ExpressionValue value) {
      try {
        System.err.println("debug: " + JsonFormat.printer().omittingInsignificantWhitespace().print(value));
      } catch (InvalidProtocolBufferException e) {
        System.err.println("debug: " + value);
      }
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition at) {
      return Futures.transform(
          firestore.fetch(PathUtils.toRawString(document)),
          reply -> FirestoreBridge.found(reply)
              ? FirestoreBridge.toDocumentValue(reply.getAsJsonObject("result"))
              : ExpressionValueUtils.NULL,
          MoreExecutors.directExecutor());
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition at) {
      return Futures.transform(
          firestore.fetch(PathUtils.toRawString(document)),
          reply -> ExpressionValueUtils.createValue(FirestoreBridge.found(reply)),
          MoreExecutors.directExecutor());
    }
  }

  /**
   * Records why allow expressions failed with an error rather than evaluating to true/false.
   * The per-expression errors name every failing rule; the overall error only the first, so
   * it is used only when nothing more specific was seen.
   */
  private static final class ErrorCollector implements EvaluationListener {
    private final String fileName;
    private final Set<String> perExpression = Collections.synchronizedSet(new LinkedHashSet<>());
    private final Set<String> overall = Collections.synchronizedSet(new LinkedHashSet<>());

    ErrorCollector(String fileName) {
      this.fileName = fileName;
    }

    @Override
    public void afterSinglePermissionEvaluation(Evaluator.Context ctx, Throwable error, Expression expr) {
      perExpression.add(describe(error));
    }

    @Override
    public void afterPermissionEvaluation(Evaluator.Context ctx, Throwable error) {
      overall.add(error.getMessage() != null ? error.getMessage() : error.toString());
    }

    void add(Throwable error) {
      overall.add(describe(error));
    }

    private String describe(Throwable error) {
      String message = error.getMessage() != null ? error.getMessage() : error.toString();
      if (error instanceof EvaluationException ee && ee.getSourcePosition() != null
          && ee.getSourcePosition().getLine() > 0) {
        SourcePosition at = ee.getSourcePosition();
        String file = at.getFileName().isEmpty() ? fileName : at.getFileName();
        return "Error: " + file + " line [" + at.getLine() + "], column [" + at.getColumn() + "]. " + message;
      }
      return message;
    }

    List<String> messages() {
      synchronized (perExpression) {
        if (!perExpression.isEmpty()) {
          return List.copyOf(perExpression);
        }
      }
      synchronized (overall) {
        return List.copyOf(overall);
      }
    }
  }
}
