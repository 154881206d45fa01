#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  extension NavigatorHost {
    /// Shows models of type `type` with the view controller `content` makes, and returns this
    /// host, so registrations chain after ``init(navigator:)``.
    ///
    /// A screen's model is the one its coordinator makes (see `FlowCoordinator.makeModel(for:)`), or its route
    /// when there is none; it is shown by the destination registered for its most specific type:
    /// a subclass's own destination wins over its base class's, whatever the order. A type
    /// registered twice, or a model that two unrelated types (a class and a protocol) both
    /// take, is shown by the first registration. Register before ``rootViewController`` is
    /// read: view controllers made before keep what they were made with.
    @discardableResult
    public func destination<Model>(
      for type: Model.Type, content: @escaping @MainActor (Model) -> UIViewController
    ) -> Self {
      destinations = destinations.adding(for: type, content: content)
      return self
    }
  }
#endif
