package org.ycsbbio.core.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.ycsbbio.core.api.Option;
import org.ycsbbio.core.api.Options;

/**
 * Finds static mutable state in a module's main classes: every static field that is not final,
 * and every static final field whose value is not of an immutable kind (string, boxed primitive,
 * enum, class, pattern, a binding's {@code Option}/{@code Options} declaration, an unmodifiable JDK collection such as {@code List.of}, or an object
 * whose fields are all final primitives or strings, e.g. a stateless comparator). A binding's
 * state belongs to its instance or to the run's {@code BindingContext}, so a run can be tested
 * without global resets. Checks one level deep (the field's own value). Stateless.
 */
public final class StaticState {
  private StaticState() {
  }

  /**
   * The offending fields ({@code Class.field: why}) of the classes compiled into {@code classes}
   * (a {@code target/classes} folder); empty when there are none.
   *
   * @param immutableTypes names of further classes immutable by their documented contract (e.g.
   *     a driver's value type)
   */
  public static List<String> offenders(Path classes, String... immutableTypes) {
    Set<String> alsoImmutable = Set.of(immutableTypes);
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
        String name = classes.relativize(file).toString().replace(file.getFileSystem()
            .getSeparator(), ".").replaceAll("\\.class$", "");
        if (name.endsWith("package-info") || name.equals("module-info")) {
          continue;
        }
        check(Class.forName(name, true, StaticState.class.getClassLoader()), alsoImmutable,
            found);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("cannot load " + e.getMessage(), e);
    }
    return found;
  }

  private static void check(Class<?> type, Set<String> alsoImmutable, List<String> found) {
    for (Field f : type.getDeclaredFields()) {
      int m = f.getModifiers();
      if (!Modifier.isStatic(m) || f.isSynthetic() || f.isEnumConstant()) {
        continue;
      }
      String where = type.getName() + "." + f.getName();
      if (!Modifier.isFinal(m)) {
        found.add(where + ": static and not final");
        continue;
      }
      if (f.getType().isPrimitive()) {
        continue;
      }
      try {
        f.setAccessible(true);
        Object value = f.get(null);
        if (value != null && !immutable(value)
            && !alsoImmutable.contains(value.getClass().getName())) {
          found.add(where + ": holds a " + value.getClass().getName());
        }
      } catch (IllegalAccessException | RuntimeException e) {
        found.add(where + ": cannot be read (" + e + ")");
      }
    }
  }

  private static boolean immutable(Object value) {
    Class<?> c = value.getClass();
    return value instanceof String || value instanceof Number && c.getName().startsWith("java.lang.")
        || value instanceof Boolean || value instanceof Character || value instanceof Enum<?>
        || value instanceof Class<?> || value instanceof Pattern
        || value instanceof Option<?> || value instanceof Options
        || c.getName().startsWith("java.util.ImmutableCollections$")
        || c.getName().startsWith("java.util.Collections$Unmodifiable")
        || c.getName().startsWith("java.util.Collections$Empty")
        || onlyFinalValues(c);
  }

  private static boolean onlyFinalValues(Class<?> c) {
    if (c.getName().startsWith("java.")) {
      return false;
    }
    for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
      for (Field f : k.getDeclaredFields()) {
        int m = f.getModifiers();
        if (!Modifier.isStatic(m) && (!Modifier.isFinal(m)
            || !f.getType().isPrimitive() && f.getType() != String.class)) {
          return false;
        }
      }
    }
    return true;
  }
}
