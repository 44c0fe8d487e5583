/// routegen's version, as `routegen --version` prints it. Generated files never contain it, so
/// a new version that writes the same code leaves every committed file unchanged.
package enum RouteGenVersion {
    /// The version of this source tree: the next release, with `-dev` until it is tagged.
    package static let current = "1.0.0-dev"
}
