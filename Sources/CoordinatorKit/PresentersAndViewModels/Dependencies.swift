/// A container of the services an app's screens need, passed through factories so a screen
/// never reaches for a global.
///
/// Register each service under its type (services are `Sendable`: values, actors or main-actor
/// classes); factories resolve what they need. A missing service is
/// a clear error, not a crash.
public struct Dependencies: Sendable {
  private var services: [ObjectIdentifier: any Sendable] = [:]

  /// An empty container.
  public init() {}

  /// Registers `service` under `type` (by default, its own type), replacing any earlier one.
  package mutating func register<Service: Sendable>(
    _ service: Service, as type: Service.Type = Service.self
  ) {
    services[ObjectIdentifier(type)] = service
  }

  /// A copy with `service` registered, for building a container in one expression.
  public func registering<Service: Sendable>(
    _ service: Service, as type: Service.Type = Service.self
  )
    -> Self
  {
    var copy = self
    copy.register(service, as: type)
    return copy
  }

  /// The service registered under `type`.
  ///
  /// - Throws: ``DependencyError/missing(_:)`` when none was registered.
  public func resolve<Service>(_ type: Service.Type = Service.self) throws(DependencyError)
    -> Service
  {
    guard let service = services[ObjectIdentifier(type)] as? Service else {
      throw .missing(String(describing: type))
    }
    return service
  }
}
