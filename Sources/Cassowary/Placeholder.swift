/// A solver variable (placeholder until the solver lands).
public final class Variable {}
