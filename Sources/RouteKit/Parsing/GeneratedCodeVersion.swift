/// The generated-code interface this RouteKit serves, named by every generated parser, as
/// swift-protobuf's generated code names its runtime's version.
///
/// A generated parser declares a type conforming to this protocol. When a RouteKit changes what
/// generated code relies on (`SegmentHash`, a reader's signature, the link's layout), the protocol
/// is renamed with the next number, so a parser generated for an older RouteKit fails to compile —
/// on a line that says to regenerate — instead of compiling and then answering `notFound`.
/// Version 3: a carried link is resolved as the web resolves a reference and built with its own
/// host where it needs one; a link's host value is read without its scope. Version 4: a route
/// names the routes it carries (`carriedRoutes`), and a carried link is read with what carries
/// it (`LinkCarriers`), not task-local state. Version 5: a link is built on a scheme as the parser's
/// scope reads it (`url(scheme:defaultHost:form:in:)`), a strict route names its checks, a feature
/// with absolute paths restarts the path (`restartPath()`), and fragment paths and their items
/// have readers and writers of their own. Unlike the helpers generated code calls, which are
/// `@_spi(Generated)`, this protocol is plain public, so code generated for any RouteKit reaches
/// the line that says why.
public protocol RouteKitGeneratedCodeVersion5 {}
