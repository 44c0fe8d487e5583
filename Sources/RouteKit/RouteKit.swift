/// RouteKit: the runtime that apps link and that routegen's generated code conforms to.
public enum RouteKit {}
